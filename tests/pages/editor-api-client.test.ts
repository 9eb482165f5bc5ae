// @vitest-environment node
import { editorApi } from '@/features/editor/editor-api/editor-api';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { serveScratchStories } from '../utils/editor-route-call';

const ABOUT = 101;

beforeEach(serveScratchStories);

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('editorApi', () => {
  it('lists the stories and reads one, as the API answers them', async () => {
    const stories = await editorApi.listStories();
    expect(stories).toContainEqual(
      expect.objectContaining({ id: ABOUT, full_slug: 'about', state: 'changed' }),
    );

    const { draft, published } = await editorApi.getStory(ABOUT);
    expect(draft.content.component).toBe('page');
    expect(published?.id).toBe(ABOUT);
  });

  it('saves, publishes and keeps the history of a story', async () => {
    const { draft } = await editorApi.getStory(ABOUT);
    const saved = await editorApi.saveDraft(ABOUT, { content: draft.content, name: 'About us!' });
    expect(saved.name).toBe('About us!');

    expect((await editorApi.publish(ABOUT)).revalidated).toEqual(['/about']);
    expect((await editorApi.history(ABOUT)).map(({ action }) => action)).toEqual([
      'save',
      'publish',
    ]);
  });

  it('throws the API’s message and the invalid fields, for the form to show beside them', async () => {
    const { draft } = await editorApi.getStory(ABOUT);
    const content = structuredClone(draft.content);
    (content.body as { headline: string }[])[0]!.headline = '';

    const refused = await editorApi.saveDraft(ABOUT, { content }).catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(GatewayError);
    expect(refused).toMatchObject({
      statusCode: 400,
      fields: [{ path: 'content.body.0.headline', message: expect.any(String) }],
    });
  });

  it('says the server could not be reached when the network fails', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(editorApi.listStories()).rejects.toMatchObject({
      message: expect.stringMatching(/could not reach/),
    });
  });
});
