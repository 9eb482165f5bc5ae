import type { NextApiRequest, NextApiResponse } from 'next';

const PREVIEW_SECRET = 'the-preview-secret-0001';
const REVALIDATE_SECRET = 'the-revalidate-secret-0001';
const GUESSER = '198.51.100.7';
const EDITOR = '203.0.113.20';

type Route = (req: NextApiRequest, res: NextApiResponse) => unknown;

interface Answer {
  status: number;
  headers: Record<string, string>;
  body: unknown;
}

/** Calls an API route as Next would for a request from `from`, and records its answer. */
async function call(
  route: Route,
  {
    url,
    from,
    method = 'GET',
    headers = {},
  }: { url: string; from: string; method?: string; headers?: Record<string, string> },
): Promise<Answer> {
  const answer: Answer = { status: 200, headers: {}, body: undefined };
  const query = Object.fromEntries(new URL(url, 'http://localhost').searchParams);
  const req = { method, url, query, headers, body: undefined, socket: { remoteAddress: from } };
  const res = {
    setHeader: (name: string, value: string) => {
      answer.headers[name.toLowerCase()] = value;
    },
    status: (status: number) => {
      answer.status = status;
      return res;
    },
    json: (body: unknown) => {
      answer.body = body;
    },
    redirect: (status: number, location: string) => {
      answer.status = status;
      answer.headers.location = location;
    },
    setDraftMode: () => res,
    getHeader: () => undefined,
  };
  await route(req as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return answer;
}

/** A fresh copy of the route (and its throttle), with the secrets configured. */
async function loadRoute(name: 'preview' | 'revalidate'): Promise<Route> {
  vi.resetModules();
  vi.stubEnv('PREVIEW_SECRET', PREVIEW_SECRET);
  vi.stubEnv('REVALIDATE_SECRET', REVALIDATE_SECRET);
  const route: { default: Route } =
    name === 'preview'
      ? await import('@/pages/api/preview')
      : await import('@/pages/api/revalidate');
  return route.default;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('guessing the preview secret', () => {
  const preview = (secret: string) => `/api/preview?secret=${secret}&slug=about`;

  it('refuses an address after 10 wrong guesses, even with the right secret, saying how long', async () => {
    const route = await loadRoute('preview');
    for (let guess = 0; guess < 10; guess += 1) {
      const spoofed = { 'x-forwarded-for': `192.0.2.${guess}` };
      const answer = await call(route, {
        url: preview(`guess-${guess}`),
        from: GUESSER,
        headers: spoofed,
      });
      expect(answer.status).toBe(401);
    }
    const refused = await call(route, { url: preview(PREVIEW_SECRET), from: GUESSER });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(15 * 60);
    expect(refused.body).toEqual({
      message: 'Too many wrong secrets from your address. Please wait 15 minutes and try again.',
      statusCode: 429,
    });

    const editor = await call(route, { url: preview(PREVIEW_SECRET), from: EDITOR });
    expect(editor.status).toBe(307);
    expect(editor.headers.location).toBe('/about');
  });
});

describe('guessing the revalidation secret', () => {
  const webhook = (secret: string) => `/api/revalidate?secret=${secret}`;

  it('refuses an address after 10 wrong guesses, even with the right secret', async () => {
    const route = await loadRoute('revalidate');
    for (let guess = 0; guess < 10; guess += 1) {
      const answer = await call(route, {
        url: webhook(`guess-${guess}`),
        from: GUESSER,
        method: 'POST',
      });
      expect(answer.status).toBe(401);
    }
    const refused = await call(route, {
      url: webhook(REVALIDATE_SECRET),
      from: GUESSER,
      method: 'POST',
    });
    expect(refused.status).toBe(429);
    expect(refused.headers['retry-after']).toMatch(/^\d+$/);

    // Storyblok, from its own address, gets past the secret (and is told its body is empty).
    const storyblok = await call(route, {
      url: webhook(REVALIDATE_SECRET),
      from: EDITOR,
      method: 'POST',
    });
    expect(storyblok.status).toBe(400);
  });
});
