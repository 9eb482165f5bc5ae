import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { editorClient } from '@/features/editor/client/editor-client';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { serveScratchEditorApi } from '../utils/editor-api';

const ABOUT = 101;

beforeEach(async () => {
  await serveScratchEditorApi();
});

afterEach(() => {
  vi.unstubAllEnvs();
  vi.unstubAllGlobals();
});

describe('editorClient', () => {
  it('lists the stories and reads one, as the API answers them', async () => {
    const stories = await editorClient.listStories();
    expect(stories).toContainEqual(
      expect.objectContaining({ id: ABOUT, full_slug: 'about', state: 'changed' }),
    );

    const { draft, published } = await editorClient.getStory(ABOUT);
    expect(draft.content.component).toBe('page');
    expect(published?.id).toBe(ABOUT);
  });

  it('gives a post with the author it names, for the live preview', async () => {
    const post = (await editorClient.listStories()).find(
      ({ contentType }) => contentType === 'blog_post',
    );
    const { draft, related } = await editorClient.getStory(post!.id);

    expect(related).toEqual([
      expect.objectContaining({ uuid: draft.content.author, content: expect.anything() }),
    ]);
    expect(related[0]?.content.component).toBe('author');
    expect((await editorClient.getStory(ABOUT)).related).toEqual([]);
  });

  it('saves, publishes and keeps the history of a story', async () => {
    const { draft } = await editorClient.getStory(ABOUT);
    const saved = await editorClient.saveDraft(ABOUT, {
      content: draft.content,
      name: 'About us!',
    });
    expect(saved.name).toBe('About us!');

    expect((await editorClient.publish(ABOUT)).revalidated).toEqual(['/about']);
    expect((await editorClient.history(ABOUT)).map(({ action }) => action)).toEqual([
      'save',
      'publish',
    ]);
  });

  it('throws the API’s message and the invalid fields, for the form to show beside them', async () => {
    const { draft } = await editorClient.getStory(ABOUT);
    const content = structuredClone(draft.content);
    (content.body as { headline: string }[])[0]!.headline = '';

    const refused = await editorClient
      .saveDraft(ABOUT, { content })
      .catch((error: unknown) => error);

    expect(refused).toBeInstanceOf(GatewayError);
    expect(refused).toMatchObject({
      statusCode: 400,
      fields: [{ path: 'content.body.0.headline', message: expect.any(String) }],
    });
  });

  it('uploads an image and lists it, and refuses one too large before sending it', async () => {
    const png = readFileSync(join(process.cwd(), 'tests/fixtures/images/3x2.png'));
    const file = new File([png], 'Solar panels.png', { type: 'image/png' });

    const asset = await editorClient.uploadAsset(file);

    expect(asset).toMatchObject({ width: 3, height: 2, alt: '' });
    expect(asset.filename).toMatch(/^\/api\/content\/assets\/[0-9a-f]{16}-solar-panels\.png$/);
    expect(await editorClient.listAssets()).toEqual([expect.objectContaining(asset)]);

    const sent = vi.mocked(fetch).mock.calls.length;
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'huge.png');
    await expect(editorClient.uploadAsset(huge)).rejects.toMatchObject({ statusCode: 413 });
    expect(vi.mocked(fetch).mock.calls.length).toBe(sent);
  });

  it('says the server could not be reached when the network fails', async () => {
    vi.stubGlobal('fetch', () => Promise.reject(new TypeError('Failed to fetch')));
    await expect(editorClient.listStories()).rejects.toMatchObject({
      message: expect.stringMatching(/could not reach/),
    });
  });
});
