import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { signEditorSession } from '@/features/editor/access/editor-session';
import {
  callRoute,
  EDITOR,
  loadEditorRoute,
  SESSION_SECRET,
  SITE,
  type Call,
  type Route,
} from '../utils/editor-api';

const ABOUT = 101;

const loadRoute = async (environment: 'development' | 'production', editorEnabled = true) => {
  const { route, root } = await loadEditorRoute(
    () => import('@/pages/api/editor/stories/[[...path]]'),
    environment,
    editorEnabled,
  );
  const aboutFile = () => readFileSync(join(root, 'stories', 'about.json'), 'utf8');
  return { route, root, aboutFile };
};

const call = (route: Route, { path, ...rest }: Omit<Call, 'query'> & { path: string[] }) =>
  callRoute(route, { ...rest, query: { path } });

afterEach(() => {
  vi.unstubAllEnvs();
});

const aboutWithHeadline = async (route: Route, headline: string) => {
  const { body } = await call(route, { path: [String(ABOUT)] });
  const content = structuredClone(
    (body.draft as { content: { body: { headline: string }[] } }).content,
  );
  content.body[0]!.headline = headline;
  return content;
};

describe('the editor story API', () => {
  it('refuses an emptied required field with 400 naming it, and writes nothing', async () => {
    const { route, aboutFile } = await loadRoute('development');
    const before = aboutFile();
    const content = await aboutWithHeadline(route, '');
    const answer = await call(route, { path: [String(ABOUT)], method: 'PUT', body: { content } });
    expect(answer.status).toBe(400);
    expect(answer.body).toMatchObject({
      statusCode: 400,
      message: expect.any(String),
      fields: [{ path: 'content.body.0.headline', message: expect.any(String) }],
    });
    expect(aboutFile()).toBe(before);
  });

  it('saves a draft, then publishes it and regenerates the about page', async () => {
    const { route, aboutFile } = await loadRoute('development');
    const content = await aboutWithHeadline(route, 'About us, rewritten');
    const saved = await call(route, { path: [String(ABOUT)], method: 'PUT', body: { content } });
    expect(saved.status).toBe(200);
    expect(saved.revalidated).toEqual([]);

    const published = await call(route, { path: [String(ABOUT), 'publish'], method: 'POST' });
    expect(published.status).toBe(200);
    expect(published.revalidated).toEqual(['/about']);
    expect(JSON.parse(aboutFile()).published.content.body[0].headline).toBe('About us, rewritten');

    const history = await call(route, { path: [String(ABOUT), 'history'] });
    expect(history.body.history).toEqual([
      expect.objectContaining({ version: 1, action: 'save', who: 'local developer' }),
      expect.objectContaining({ version: 2, action: 'publish', who: 'local developer' }),
    ]);
  });

  it('publishes though the page cannot be regenerated, naming it as still showing its last version', async () => {
    const { route, aboutFile } = await loadRoute('development');
    const content = await aboutWithHeadline(route, 'About us, rewritten');
    await call(route, { path: [String(ABOUT)], method: 'PUT', body: { content } });

    const published = await call(route, {
      path: [String(ABOUT), 'publish'],
      method: 'POST',
      regenerationFails: true,
    });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ revalidated: [], stale: ['/about'] });
    expect(JSON.parse(aboutFile()).published.content.body[0].headline).toBe('About us, rewritten');

    const retried = await call(route, {
      path: ['regenerate'],
      method: 'POST',
      body: { full_slug: 'about' },
    });
    expect(retried.status).toBe(200);
    expect(retried.body).toEqual({ revalidated: ['/about'], stale: [] });
    expect(retried.revalidated).toEqual(['/about']);
  });

  it('regenerates only a story’s full slug, at its own address', async () => {
    const { route } = await loadRoute('development');
    for (const full_slug of ['../about', '/about', 'About', '']) {
      const refused = await call(route, {
        path: ['regenerate'],
        method: 'POST',
        body: { full_slug },
      });
      expect(refused.status).toBe(400);
      expect(refused.revalidated).toEqual([]);
    }
    const nested = await call(route, { path: ['regenerate', 'about'], method: 'POST', body: {} });
    expect(nested.status).toBe(404);
  });

  it('regenerates nothing under next dev, where every page renders on each request', async () => {
    const { route } = await loadRoute('development');
    vi.stubEnv('NODE_ENV', 'development');
    const published = await call(route, {
      path: [String(ABOUT), 'publish'],
      method: 'POST',
      regenerationFails: true,
    });
    expect(published.status).toBe(200);
    expect(published.body).toMatchObject({ revalidated: ['/about'], stale: [] });
    expect(published.revalidated).toEqual([]);
  });

  it('creates a story only at the top or in one of the space’s folders, writing nothing anywhere else', async () => {
    const { route, root } = await loadRoute('development');
    // The scratch space is <scratch>/content: `../..` from its stories/ is <scratch>.
    const scratch = dirname(root);
    const before = readdirSync(scratch, { recursive: true });
    const create = (folder: string) =>
      call(route, { path: [], method: 'POST', body: { name: 'x', slug: 'package', folder } });

    for (const folder of ['../..', 'blog/.', 'blog/../..', '/tmp', 'blog/']) {
      const refused = await create(folder);
      expect(refused.status).toBe(400);
      expect(refused.body.fields).toEqual([
        {
          path: 'folder',
          message: expect.stringMatching(/^The folder is the top level \(empty\) or/),
        },
      ]);
    }
    const unknown = await create('no-such-folder');
    expect(unknown.status).toBe(400);
    expect(unknown.body.fields).toEqual([
      { path: 'folder', message: 'Choose one of the space’s folders.' },
    ]);
    expect(existsSync(join(scratch, 'package.json'))).toBe(false);
    expect(readdirSync(scratch, { recursive: true })).toEqual(before);

    const created = await create('blog');
    expect(created.status).toBe(201);
    expect(created.body.story).toMatchObject({ full_slug: 'blog/package' });
    expect((await call(route, { path: [] })).body.stories).toEqual(
      expect.arrayContaining([expect.objectContaining({ full_slug: 'blog/package' })]),
    );
  });

  it('answers 404 for a story that does not exist, and 405 for a method it does not take', async () => {
    const { route } = await loadRoute('development');
    expect((await call(route, { path: ['999999'] })).status).toBe(404);
    expect((await call(route, { path: [String(ABOUT), 'publish'] })).status).toBe(405);
  });

  it('refuses another machine in development, whatever X-Forwarded-For says', async () => {
    const { route } = await loadRoute('development');
    const answer = await call(route, {
      path: [],
      from: '192.168.1.20',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(answer.status).toBe(403);
  });

  it('refuses this machine’s browser under another site’s name in development (DNS rebinding)', async () => {
    const { route, aboutFile } = await loadRoute('development');
    const before = aboutFile();
    const rebound = { host: 'evil.example:3000' };
    const read = await call(route, { path: [String(ABOUT)], headers: rebound });
    expect(read.status).toBe(403);
    const publish = await call(route, {
      path: [String(ABOUT), 'publish'],
      method: 'POST',
      headers: { ...rebound, origin: 'http://evil.example:3000', 'sec-fetch-site': 'same-origin' },
    });
    expect(publish.status).toBe(403);
    expect(publish.body.message).toMatch(/localhost, 127\.0\.0\.1 or \[::1\]/);
    expect(aboutFile()).toBe(before);
  });

  it('does not exist in production without EDITOR_ENABLED', async () => {
    const { route } = await loadRoute('production', false);
    expect((await call(route, { path: [] })).status).toBe(404);
  });

  it('lets a signed-in editor in production, and refuses a bad token or a cross-site write', async () => {
    const { route } = await loadRoute('production');
    const token = await signEditorSession(EDITOR, SESSION_SECRET);
    const signedIn = { editor_session: token };
    const from = '203.0.113.9';

    expect((await call(route, { path: [], from })).status).toBe(401);
    expect(
      (await call(route, { path: [], from, cookies: { editor_session: 'forged' } })).status,
    ).toBe(401);
    const listed = await call(route, { path: [], from, cookies: signedIn });
    expect(listed.status).toBe(200);
    expect(listed.body.stories).toEqual(
      expect.arrayContaining([expect.objectContaining({ id: ABOUT })]),
    );

    const crossSite = await call(route, {
      path: [String(ABOUT), 'unpublish'],
      method: 'POST',
      from,
      cookies: signedIn,
      headers: { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    });
    expect(crossSite.status).toBe(403);

    const unpublished = await call(route, {
      path: [String(ABOUT), 'unpublish'],
      method: 'POST',
      from,
      cookies: signedIn,
      headers: { origin: SITE, 'sec-fetch-site': 'same-origin' },
    });
    expect(unpublished.status).toBe(200);
    expect(unpublished.revalidated).toEqual(['/about']);
    const history = await call(route, {
      path: [String(ABOUT), 'history'],
      from,
      cookies: signedIn,
    });
    expect(history.body.history).toEqual([
      expect.objectContaining({ action: 'unpublish', who: EDITOR.email }),
    ]);
  });
});
