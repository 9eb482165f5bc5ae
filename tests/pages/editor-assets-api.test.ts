import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { NextApiRequest, NextApiResponse } from 'next';
import { checkStoryDraft } from '@/blocks/story-check';
import { signEditorSession } from '@/features/editor/access/editor-session';
import { loadSpace } from '@/lib/content/local-space/space';
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
const image = (name: string) => readFileSync(join(process.cwd(), 'tests/fixtures/images', name));
const upload = (name: string, fileName = name) => ({
  fileName,
  alt: 'An orange square',
  data: image(name).toString('base64'),
});

const loadRoutes = async (environment: 'development' | 'production', editorEnabled = true) => {
  const { route, root } = await loadEditorRoute(
    () => import('@/pages/api/editor/assets'),
    environment,
    editorEnabled,
  );
  const { default: serve } = await import('@/pages/api/content/assets/[file]');
  return { route, serve, root };
};

const post = (route: Route, body: unknown, call: Call = {}) =>
  callRoute(route, { method: 'POST', body, ...call });

interface Served {
  status: number;
  headers: Record<string, unknown>;
  body: unknown;
}

/** Fetches `/api/content/assets/<file>` and records the bytes or JSON it answers. */
async function fetchAsset(serve: Route, file: string, method = 'GET'): Promise<Served> {
  const served: Served = { status: 200, headers: {}, body: undefined };
  const res = {
    setHeader: (name: string, value: unknown) => {
      served.headers[name.toLowerCase()] = value;
      return res;
    },
    status: (status: number) => {
      served.status = status;
      return res;
    },
    json: (json: unknown) => {
      served.body = json;
    },
    end: (data?: Buffer) => {
      served.body = data;
    },
  };
  await serve(
    { method, query: { file }, headers: {} } as unknown as NextApiRequest,
    res as unknown as NextApiResponse,
  );
  return served;
}

const fileOf = (filename: string) => filename.replace('/api/content/assets/', '');

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the editor asset API', () => {
  it('stores an upload (201) as a block asset, lists it, and the site serves its bytes', async () => {
    const { route, serve } = await loadRoutes('development');
    const created = await post(route, upload('3x2.png', 'Orange Square.png'));
    expect(created.status).toBe(201);
    const asset = created.body.asset as { filename: string };
    expect(asset).toEqual({
      filename: expect.stringMatching(/^\/api\/content\/assets\/[0-9a-f]{16}-orange-square\.png$/),
      alt: 'An orange square',
      width: 3,
      height: 2,
    });
    expect((await callRoute(route, {})).body).toEqual({ assets: [asset] });

    const served = await fetchAsset(serve, fileOf(asset.filename));
    expect(served.status).toBe(200);
    expect(served.body).toEqual(image('3x2.png'));
    expect(served.headers).toMatchObject({
      'content-type': 'image/png',
      'x-content-type-options': 'nosniff',
      'cache-control': 'public, max-age=31536000, immutable',
    });
  });

  it('refuses text named .png (400), an image over 5 MB (413) and a missing alt text', async () => {
    const { route } = await loadRoutes('development');
    const text = await post(route, {
      ...upload('3x2.png'),
      data: Buffer.from('<script>alert(1)</script>').toString('base64'),
    });
    expect(text.status).toBe(400);
    expect(text.body).toEqual({
      statusCode: 400,
      message: 'Only PNG, JPEG, WebP, GIF and AVIF images can be uploaded.',
    });

    const large = Buffer.alloc(5 * 1024 * 1024 + 1);
    image('3x2.png').copy(large);
    const tooLarge = await post(route, { ...upload('3x2.png'), data: large.toString('base64') });
    expect(tooLarge.status).toBe(413);
    expect(tooLarge.body).toEqual({ statusCode: 413, message: 'Images must be 5 MB or smaller.' });

    const noName = await post(route, { ...upload('3x2.png'), fileName: '' });
    expect(noName.status).toBe(400);
    expect(noName.body.fields).toEqual([{ path: 'fileName', message: 'Choose an image' }]);
    expect((await callRoute(route, {})).body).toEqual({ assets: [] });
  });

  it('takes an image with no alt text of its own: each use of it gives its own', async () => {
    const { route } = await loadRoutes('development');
    const { alt, ...withoutAlt } = upload('3x2.png');
    expect(alt).not.toBe('');

    const answer = await post(route, withoutAlt);

    expect(answer.status).toBe(201);
    expect(answer.body.asset).toMatchObject({ alt: '' });
  });

  it('refuses another machine in development (403) and is not there in production unless on (404)', async () => {
    const development = await loadRoutes('development');
    expect(
      (await post(development.route, upload('3x2.png'), { from: '192.168.1.20' })).status,
    ).toBe(403);
    const off = await loadRoutes('production', false);
    expect((await post(off.route, upload('3x2.png'))).status).toBe(404);
  });

  it('wants a signed-in editor in production (401), and records who uploaded', async () => {
    const { route, root } = await loadRoutes('production');
    const from = '203.0.113.9';
    const headers = { origin: SITE, 'sec-fetch-site': 'same-origin' };
    expect((await post(route, upload('3x2.gif'), { from, headers })).status).toBe(401);
    const cookies = { editor_session: await signEditorSession(EDITOR, SESSION_SECRET) };
    const created = await post(route, upload('3x2.gif'), { from, headers, cookies });
    expect(created.status).toBe(201);
    const index = JSON.parse(readFileSync(join(root, 'assets', 'index.json'), 'utf8'));
    expect(Object.values(index)).toEqual([expect.objectContaining({ uploadedBy: EDITOR.email })]);
  });

  it('gives an asset an image block accepts, sized as the content checks want', async () => {
    const { route, root } = await loadRoutes('development');
    const { asset } = (await post(route, upload('9x6.avif'))).body;
    const drafts = loadSpace(root).stories.map((story) => story.draft);
    const about = drafts.find((story) => story.id === ABOUT)!;
    const withImage = (image: unknown) => ({
      ...about,
      content: {
        ...about.content,
        body: [
          ...(about.content.body as unknown[]),
          { _uid: 'uploaded-image', component: 'image', image, ratio: '4:3' },
        ],
      },
    });
    expect(checkStoryDraft(withImage(asset), drafts)).toEqual([]);
    const unsized = { ...(asset as object), width: undefined, height: undefined };
    expect(checkStoryDraft(withImage(unsized), drafts)).toEqual([
      expect.objectContaining({ message: expect.stringMatching(/needs its width and height/) }),
    ]);
  });
});

describe('the uploaded image route', () => {
  it('answers 404 for a name it did not store, and never leaves the asset folder', async () => {
    const { route, serve } = await loadRoutes('development');
    const { asset } = (await post(route, upload('3x2.jpg'))).body;
    const file = fileOf((asset as { filename: string }).filename);
    expect((await fetchAsset(serve, file, 'HEAD')).headers['content-type']).toBe('image/jpeg');
    for (const name of ['index.json', '../stories/about.json', `..%2F${file}`, 'a.png', ''])
      expect((await fetchAsset(serve, name)).status).toBe(404);
    expect((await fetchAsset(serve, file, 'POST')).status).toBe(405);
  });
});
