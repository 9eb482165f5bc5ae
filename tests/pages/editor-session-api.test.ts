import { hash } from '@node-rs/argon2';
import type { NextApiRequest, NextApiResponse } from 'next';

const SITE = 'https://www.so.energy';
type Route = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;

async function loadRoute(environment: 'production' | 'staging' = 'production'): Promise<Route> {
  vi.resetModules();
  vi.stubEnv('NEXT_PUBLIC_ENVIRONMENT', environment);
  vi.stubEnv('TRUSTED_PROXIES', 'none');
  vi.stubEnv('NEXT_PUBLIC_SITE_URL', SITE);
  vi.stubEnv('REVALIDATE_SECRET', 'r'.repeat(16));
  vi.stubEnv('GATEWAY_JWT_SECRET', 'j'.repeat(32));
  vi.stubEnv('EDITOR_ENABLED', 'true');
  vi.stubEnv(
    'EDITORS',
    JSON.stringify([{ email: 'ed@so.energy', name: 'Ed', passwordHash: await hash('right one') }]),
  );
  vi.stubEnv('EDITOR_SESSION_SECRET', 's'.repeat(32));
  return (await import('@/pages/api/editor/session')).default;
}

async function signIn(route: Route, body: unknown, from = '203.0.113.9') {
  const answer = { status: 200, body: undefined as unknown, headers: {} as Record<string, string> };
  const req = { method: 'POST', body, headers: { origin: SITE }, socket: { remoteAddress: from } };
  const res = {
    setHeader: (name: string, value: string) => {
      answer.headers[name.toLowerCase()] = value;
      return res;
    },
    status: (status: number) => {
      answer.status = status;
      return res;
    },
    json: (json: unknown) => {
      answer.body = json;
    },
  };
  await route(req as unknown as NextApiRequest, res as unknown as NextApiResponse);
  return answer;
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('editor sign-in', () => {
  it.each(['production', 'staging'] as const)(
    'sets an HttpOnly, Strict, Secure cookie for the right details in %s',
    async (environment) => {
      const answer = await signIn(await loadRoute(environment), {
        email: 'ed@so.energy',
        password: 'right one',
      });
      expect(answer.status).toBe(200);
      expect(answer.headers['set-cookie']).toMatch(
        /^editor_session=[\w-]+\.[\w-]+\.[\w-]+; Path=\/; Max-Age=28800; HttpOnly; SameSite=Strict; Secure$/,
      );
    },
  );

  it('answers a wrong password and an unknown email alike, and throttles guessing', async () => {
    const route = await loadRoute();
    const wrongPassword = await signIn(route, { email: 'ed@so.energy', password: 'nope' });
    const unknownEmail = await signIn(route, { email: 'who@so.energy', password: 'right one' });
    expect(wrongPassword).toEqual(unknownEmail);
    expect(wrongPassword.status).toBe(401);
    for (let guess = 2; guess < 10; guess += 1)
      await signIn(route, { email: 'ed@so.energy', password: `guess ${guess}` });
    const refused = await signIn(route, { email: 'ed@so.energy', password: 'right one' });
    expect(refused.status).toBe(429);
    expect(
      (await signIn(route, { email: 'ed@so.energy', password: 'right one' }, '198.51.100.1'))
        .status,
    ).toBe(200);
  });
});
