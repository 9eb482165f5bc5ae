import type * as nodeCrypto from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { serveLocalSpace } from './http-handler';

const crypto = vi.hoisted(() => ({ timingSafeEqual: vi.fn() }));
vi.mock('node:crypto', async (importOriginal) => {
  const actual = await importOriginal<typeof nodeCrypto>();
  crypto.timingSafeEqual.mockImplementation(actual.timingSafeEqual);
  return { ...actual, timingSafeEqual: crypto.timingSafeEqual };
});

const PREVIEW_TOKEN = 'preview-token-0001';

/** The API's answer to a GET of `url`, outside development. */
async function get(url: string) {
  const answer = { status: 0, body: '' };
  const res = {
    setHeader: () => res,
    writeHead: (status: number) => {
      answer.status = status;
      return res;
    },
    end: (body = '') => {
      answer.body = body;
    },
  };
  const fetchFromSpace = vi.fn(async () => Response.json({ story: {} }));
  await serveLocalSpace(
    { method: 'GET', url } as IncomingMessage,
    res as unknown as ServerResponse,
    {
      fetchFromSpace: fetchFromSpace as typeof fetch,
      draftToken: PREVIEW_TOKEN,
      draftsAreOpen: false,
    },
  );
  return { ...answer, read: fetchFromSpace.mock.calls.length > 0 };
}

describe('the content API’s drafts', () => {
  it('need the preview token outside development', async () => {
    expect(await get(`/cdn/stories/about?version=draft&token=${PREVIEW_TOKEN}`)).toMatchObject({
      status: 200,
      read: true,
    });
    for (const token of ['', 'preview-token-0002', `${PREVIEW_TOKEN}x`]) {
      expect(await get(`/cdn/stories/about?version=draft&token=${token}`)).toMatchObject({
        status: 401,
        read: false,
      });
    }
    expect(await get('/cdn/stories/about?version=draft')).toMatchObject({ status: 401 });
    expect(await get('/cdn/stories/about?version=published')).toMatchObject({ status: 200 });
  });

  it('compare the token in constant time, so its characters do not leak in timing', async () => {
    crypto.timingSafeEqual.mockClear();
    await get('/cdn/stories/about?version=draft&token=preview-token-9999');
    expect(crypto.timingSafeEqual).toHaveBeenCalled();
  });
});
