import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hash } from '@node-rs/argon2';
import type { NextApiRequest, NextApiResponse } from 'next';
import { totpCode } from '@/lib/second-factor/totp';

const SITE = 'https://www.so.energy';
const ED = { email: 'ed@so.energy', password: 'right one' };
const START = new Date('2026-03-02T09:00:00Z');
type Route = (req: NextApiRequest, res: NextApiResponse) => Promise<void>;

const PENDING_COOKIE =
  /^editor_sign_in=[\w-]+\.[\w-]+\.[\w-]+; Path=\/api\/editor\/session; Max-Age=600; HttpOnly; SameSite=Strict; Secure$/;
const SESSION_COOKIE =
  /^editor_session=[\w-]+\.[\w-]+\.[\w-]+; Path=\/; Max-Age=28800; HttpOnly; SameSite=Strict; Secure$/;
const NO_PENDING_COOKIE =
  'editor_sign_in=; Path=/api/editor/session; Max-Age=0; HttpOnly; SameSite=Strict; Secure';

let factorsPath = '';

async function loadRoute(environment: 'production' | 'staging' = 'production'): Promise<Route> {
  vi.resetModules();
  factorsPath = join(mkdtempSync(join(tmpdir(), 'editor-session-')), 'editor-factors.json');
  vi.stubEnv('NEXT_PUBLIC_ENVIRONMENT', environment);
  vi.stubEnv('TRUSTED_PROXIES', 'none');
  vi.stubEnv('NEXT_PUBLIC_SITE_URL', SITE);
  vi.stubEnv('REVALIDATE_SECRET', 'r'.repeat(16));
  vi.stubEnv('GATEWAY_JWT_SECRET', 'j'.repeat(32));
  vi.stubEnv('EDITOR_ENABLED', 'true');
  vi.stubEnv(
    'EDITORS',
    JSON.stringify([{ email: ED.email, name: 'Ed', passwordHash: await hash(ED.password) }]),
  );
  vi.stubEnv('EDITOR_SESSION_SECRET', 's'.repeat(32));
  vi.stubEnv('EDITOR_FACTORS_PATH', factorsPath);
  return (await import('@/pages/api/editor/session')).default;
}

interface Answer {
  status: number;
  body: unknown;
  cookies: string[];
  headers: Record<string, string | string[]>;
}

/** A browser's cookie jar for the session route: what it set, sent back. */
function browser(from = '203.0.113.9') {
  const jar: Record<string, string> = {};
  async function send(route: Route, body: unknown, method = 'POST'): Promise<Answer> {
    const answer: Answer = { status: 200, body: undefined, cookies: [], headers: {} };
    const req = {
      method,
      body,
      headers: { origin: SITE },
      cookies: { ...jar },
      socket: { remoteAddress: from },
    };
    const res = {
      setHeader: (name: string, value: string | string[]) => {
        answer.headers[name.toLowerCase()] = value;
        if (name.toLowerCase() === 'set-cookie') {
          answer.cookies = Array.isArray(value) ? value : [value];
          for (const cookie of answer.cookies) {
            const [pair = ''] = cookie.split(';');
            const [name = '', value = ''] = pair.split('=');
            if (cookie.includes('Max-Age=0')) delete jar[name];
            else jar[name] = value;
          }
        }
        return res;
      },
      status: (status: number) => {
        answer.status = status;
        return res;
      },
      json: (json: unknown) => {
        answer.body = json;
      },
      end: () => undefined,
    };
    await route(req as unknown as NextApiRequest, res as unknown as NextApiResponse);
    return answer;
  }
  return {
    jar,
    send,
    password: (route: Route, email = ED.email, password = ED.password) =>
      send(route, { email, password }),
    code: (route: Route, code: string) => send(route, { code }),
  };
}

const secretOf = (answer: Answer) => (answer.body as { secret: string }).secret;
const codeAt = (secret: string) => totpCode(secret, Date.now());

/** Signs Ed up for a second factor; the secret his app holds and his recovery codes. */
async function enrol(route: Route) {
  const someone = browser();
  const secret = secretOf(await someone.password(route));
  const answer = await someone.code(route, codeAt(secret));
  const { recoveryCodes } = answer.body as { recoveryCodes: string[] };
  return { secret, recoveryCodes };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(START);
});

afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllEnvs();
});

const nextStep = () => vi.setSystemTime(Date.now() + 30_000);

describe('editor sign-in: the password', () => {
  it('answers a wrong password and an unknown email alike, and throttles guessing', async () => {
    const route = await loadRoute();
    const ed = browser();
    const wrongPassword = await ed.password(route, ED.email, 'nope');
    const unknownEmail = await ed.password(route, 'who@so.energy', ED.password);
    expect(wrongPassword).toEqual(unknownEmail);
    expect(wrongPassword.status).toBe(401);
    for (let guess = 2; guess < 10; guess += 1)
      await ed.password(route, ED.email, `guess ${guess}`);
    expect((await ed.password(route)).status).toBe(429);
    expect((await browser('198.51.100.1').password(route)).status).toBe(200);
  });

  it.each(['production', 'staging'] as const)(
    'is not enough in %s: a first sign-in sets up an authenticator app, no session yet',
    async (environment) => {
      const route = await loadRoute(environment);
      const answer = await browser().password(route);
      expect(answer.status).toBe(200);
      expect(answer.body).toEqual({
        step: 'enrol',
        secret: expect.stringMatching(/^[A-Z2-7]{32}$/),
        uri: expect.stringMatching(/^otpauth:\/\/totp\/So%20Energy%20editor:ed%40so\.energy\?/),
        qrCode: expect.stringMatching(/^data:image\/svg\+xml;base64,/),
      });
      expect((answer.body as { uri: string }).uri).toContain(`secret=${secretOf(answer)}`);
      expect(answer.cookies).toEqual([expect.stringMatching(PENDING_COOKIE)]);
    },
  );
});

describe('editor sign-in: setting up the second factor', () => {
  it('takes a code from the new secret, then signs in and shows ten recovery codes', async () => {
    const route = await loadRoute();
    const ed = browser();
    const secret = secretOf(await ed.password(route));

    const wrong = await ed.code(route, '000000');
    expect(wrong.status).toBe(401);
    expect(wrong.body).toMatchObject({ message: expect.stringMatching(/^That code is not right/) });
    expect(ed.jar.editor_session).toBeUndefined();

    const answer = await ed.code(route, codeAt(secret));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      step: 'signed-in',
      editor: { email: ED.email, name: 'Ed' },
      recoveryCodes: expect.arrayContaining([expect.stringMatching(/^[a-z2-9]{5}-[a-z2-9]{5}$/)]),
    });
    expect((answer.body as { recoveryCodes: string[] }).recoveryCodes).toHaveLength(10);
    expect(answer.cookies).toEqual([expect.stringMatching(SESSION_COOKIE), NO_PENDING_COOKIE]);

    // Kept sealed and hashed, in the configured file.
    const stored = readFileSync(factorsPath, 'utf8');
    expect(stored).not.toContain(secret);
    expect(JSON.parse(stored).editors[ED.email].recoveryCodes).toHaveLength(10);
  });

  it('is finished only by the browser that gave the password', async () => {
    const route = await loadRoute();
    const secret = secretOf(await browser().password(route));
    const stranger = await browser('198.51.100.1').code(route, codeAt(secret));
    expect(stranger.status).toBe(401);
    expect(stranger.body).toMatchObject({ step: 'password' });
  });
});

describe('editor sign-in: the code', () => {
  it('asks an enrolled editor for a code, and signs in with the one the app shows', async () => {
    const route = await loadRoute();
    const { secret } = await enrol(route);
    nextStep();
    const ed = browser();
    const password = await ed.password(route);
    expect(password.body).toEqual({ step: 'code' });
    expect(password.cookies).toEqual([expect.stringMatching(PENDING_COOKIE)]);

    const answer = await ed.code(route, codeAt(secret));
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ step: 'signed-in', editor: { email: ED.email, name: 'Ed' } });
    expect(answer.cookies).toEqual([expect.stringMatching(SESSION_COOKIE), NO_PENDING_COOKIE]);
  });

  it('never takes the same code twice', async () => {
    const route = await loadRoute();
    const { secret } = await enrol(route);
    nextStep();
    const first = browser();
    await first.password(route);
    const code = codeAt(secret);
    expect((await first.code(route, code)).status).toBe(200);

    const second = browser();
    await second.password(route);
    expect((await second.code(route, code)).status).toBe(401);
    expect(second.jar.editor_session).toBeUndefined();
    nextStep();
    expect((await second.code(route, codeAt(secret))).status).toBe(200);
  });

  it('takes a recovery code once instead, and says how many are left', async () => {
    const route = await loadRoute();
    const { recoveryCodes } = await enrol(route);
    const [code = ''] = recoveryCodes;
    const ed = browser();
    await ed.password(route);
    const answer = await ed.code(route, code.toUpperCase());
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({
      step: 'signed-in',
      editor: { email: ED.email, name: 'Ed' },
      recoveryCodesLeft: 9,
    });

    const again = browser();
    await again.password(route);
    expect((await again.code(route, code)).status).toBe(401);
  });

  it('sends the editor back to the password after ten minutes, or without the first step', async () => {
    const route = await loadRoute();
    const { secret } = await enrol(route);
    expect((await browser().code(route, codeAt(secret))).body).toMatchObject({
      statusCode: 401,
      step: 'password',
    });

    const ed = browser();
    await ed.password(route);
    vi.setSystemTime(Date.now() + 10 * 60_000 + 1000);
    const late = await ed.code(route, codeAt(secret));
    expect(late.status).toBe(401);
    expect(late.body).toMatchObject({ step: 'password' });
    expect(late.cookies).toEqual([NO_PENDING_COOKIE]);
  });

  it('gives one password five tries at the code, then asks for the password again', async () => {
    const route = await loadRoute();
    const { secret } = await enrol(route);
    nextStep();
    const ed = browser();
    await ed.password(route);
    for (let guess = 0; guess < 5; guess += 1)
      expect((await ed.code(route, `00000${guess}`)).body).not.toHaveProperty('step');
    const right = await ed.code(route, codeAt(secret));
    expect(right.status).toBe(401);
    expect(right.body).toMatchObject({ step: 'password' });
  });

  it('counts wrong codes with wrong passwords towards the address being made to wait', async () => {
    const route = await loadRoute();
    const { secret } = await enrol(route);
    nextStep();
    const ed = browser();
    for (let guess = 0; guess < 10; guess += 1) {
      if (guess % 5 === 0) await ed.password(route);
      await ed.code(route, `10000${guess}`);
    }
    expect((await ed.password(route)).status).toBe(429);
    expect((await ed.code(route, codeAt(secret))).status).toBe(429);
  });

  it('signs out of the session and any half-done sign-in', async () => {
    const route = await loadRoute();
    const answer = await browser().send(route, undefined, 'DELETE');
    expect(answer.status).toBe(204);
    expect(answer.cookies).toEqual([
      'editor_session=; Path=/; Max-Age=0; HttpOnly; SameSite=Strict; Secure',
      NO_PENDING_COOKIE,
    ]);
  });
});
