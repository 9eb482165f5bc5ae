import { signEditorSession } from '@/features/editor/access/editor-session';
import { callRoute, SESSION_SECRET, loadEditorRoute, EDITOR } from '../utils/editor-api';

const load = (environment: 'development' | 'production', editorEnabled = true) =>
  loadEditorRoute(() => import('@/pages/api/editor/preview'), environment, editorEnabled);

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the local editor’s way into draft mode', () => {
  it('turns draft mode on and opens the story’s page with the query the bridge starts on', async () => {
    const { route } = await load('development');

    const answer = await callRoute(route, { query: { id: '101' } });

    expect(answer.status).toBe(307);
    expect(answer.draftMode).toBe(true);
    const location = new URL(answer.location ?? '', 'https://site.example');
    expect(location.pathname).toBe('/about');
    expect(location.searchParams.get('_storyblok')).toBe('101');
    expect(location.searchParams.get('_storyblok_tk[space_id]')).toBe('1');
    expect(Number(location.searchParams.get('_storyblok_tk[timestamp]'))).toBeGreaterThan(0);
  });

  it('opens the home story at /', async () => {
    const { route } = await load('development');
    const { stories } = (await import('@/lib/content/local-space/space')).loadSpace(
      process.env.LOCAL_CONTENT_DIR!,
    );
    const home = stories.find(({ draft }) => draft.full_slug === 'home')!;

    const answer = await callRoute(route, { query: { id: String(home.draft.id) } });

    expect(answer.location).toMatch(/^\/\?_storyblok=/);
  });

  it('answers 404 for a story that does not exist', async () => {
    const { route } = await load('development');
    for (const id of ['999999', 'about', '']) {
      const answer = await callRoute(route, { query: { id } });
      expect(answer.status).toBe(404);
      expect(answer.draftMode).toBeUndefined();
    }
  });

  it('lets in only whoever may edit: never another machine in development', async () => {
    const { route } = await load('development');
    const answer = await callRoute(route, { query: { id: '101' }, from: '192.168.1.20' });
    expect(answer.status).toBe(403);
    expect(answer.draftMode).toBeUndefined();
  });

  it('needs a signed-in editor in production, and does not exist with the editor off', async () => {
    const from = '203.0.113.9';
    const off = await load('production', false);
    expect((await callRoute(off.route, { query: { id: '101' }, from })).status).toBe(404);

    const { route } = await load('production');
    expect((await callRoute(route, { query: { id: '101' }, from })).status).toBe(401);
    const editor_session = await signEditorSession(EDITOR, SESSION_SECRET);
    const signedIn = await callRoute(route, {
      query: { id: '101' },
      from,
      cookies: { editor_session },
    });
    expect(signedIn.status).toBe(307);
    expect(signedIn.draftMode).toBe(true);
  });
});
