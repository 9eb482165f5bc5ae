import { z } from 'zod';
import { DEMO_PASSWORD } from '../seed/personas';
import { createTestGateway, type LoggedIn, type TestGateway } from '@/tests/gateway/test-gateway';
import { addressPausedMessage, lockedOutMessage } from './lockout';
import { PRODUCTION_PASSWORD_HASHING } from './passwords';
import { queryAll, queryValue } from '../db/sql';

const LONG_COOKIE = 'myaccount_remember-me_long_lived_refresh_token';
const SHORT_COOKIE = 'myaccount_refresh_token';
const MINUTE = 60 * 1000;

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway();
});

const attempt = (email: string, password: string, from?: string, forwardedFor?: string) =>
  gateway.request('/api/v1/auth/login', {
    method: 'POST',
    json: { email, password, short_lived_refresh_token: 'false' },
    from,
    headers: forwardedFor ? { 'x-forwarded-for': forwardedFor } : {},
  });

const refresh = (cookie: string, shortLived = false) =>
  gateway.request('/api/v1/auth/refresh', {
    method: 'POST',
    headers: { cookie },
    json: { short_lived_refresh_token: String(shortLived) },
  });

function cookieNamed(setCookies: readonly string[], name: string): string | undefined {
  return setCookies.find((header) => header.startsWith(`${name}=`));
}

/** The cookies named `name` that are set (not cleared), one per path. */
function issued(setCookies: readonly string[], name: string): string[] {
  return setCookies.filter(
    (header) => header.startsWith(`${name}=`) && !header.startsWith(`${name}=;`),
  );
}

const pathOf = (setCookie: string) => /;\s*Path=([^;]*)/i.exec(setCookie)?.[1];

/** The Cookie header for a rotated session, from its Set-Cookie headers. */
function cookieFrom(response: Response): string {
  return response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
}

const stateOf = (session: Pick<LoggedIn, 'token'>) =>
  gateway.request('/api/v1/accounts/1/state', {
    headers: { authorization: `Bearer ${session.token}` },
  });

describe('login', () => {
  it('answers token, exp, email and refresh_token_exp, the refresh token in an HttpOnly cookie', async () => {
    const session = await gateway.login('ALEX@example.com ');
    expect(session.body).toEqual({
      token: expect.stringMatching(/^[\w-]+\.[\w-]+\.[\w-]+$/),
      exp: '2026-03-15T11:00:00.000Z',
      email: 'alex@example.com',
      refresh_token_exp: '2026-04-14T10:00:00.000Z',
      short_lived_refresh_token: 'false',
    });
    const refreshCookies = issued(session.setCookies, LONG_COOKIE);
    expect(refreshCookies.map(pathOf)).toEqual([
      '/api/v1/auth',
      '/users/sign_out',
      '/api/users/sign_out',
    ]);
    for (const refreshCookie of refreshCookies) {
      expect(refreshCookie).toMatch(/Max-Age=2592000/);
      expect(refreshCookie).toMatch(/HttpOnly/);
      expect(refreshCookie).toMatch(/SameSite=Lax/);
      // Tests run with the site on plain http (the default): no Secure (cookies.test.ts).
      expect(refreshCookie).not.toMatch(/Secure/);
    }
    // One from before the paths were narrowed, sent to every page, goes.
    const siteWide = session.setCookies.filter(
      (header) => header.startsWith(`${LONG_COOKIE}=;`) && pathOf(header) === '/',
    );
    expect(siteWide).toEqual([expect.stringMatching(/Max-Age=0/)]);
    const available = cookieNamed(session.setCookies, 'website_refresh_token_available');
    expect(available).toMatch(/^website_refresh_token_available=true; Max-Age=2592000/);
    expect(available).not.toMatch(/HttpOnly/);
    expect(session.body.token).not.toContain(DEMO_PASSWORD);
  });

  it('keeps a short-lived session only until the browser closes', async () => {
    const session = await gateway.login('alex@example.com', true);
    const refreshCookies = issued(session.setCookies, SHORT_COOKIE);
    expect(refreshCookies).toHaveLength(3);
    for (const refreshCookie of refreshCookies) {
      expect(refreshCookie).toMatch(/HttpOnly/);
      expect(refreshCookie).not.toMatch(/Max-Age|Expires/);
    }
    expect(session.body.refresh_token_exp).toBe('2026-03-15T12:00:00.000Z');
  });

  it('says the same for a wrong password and an unknown email', async () => {
    for (const response of [
      await attempt('alex@example.com', 'wrong-password'),
      await attempt('nobody@example.com', DEMO_PASSWORD),
    ]) {
      expect(response.status).toBe(401);
      expect(await response.json()).toEqual({
        message: 'Email or password is incorrect',
        statusCode: 401,
      });
      expect(response.headers.getSetCookie()).toEqual([]);
    }
  });

  it('stores passwords as Argon2id hashes, at OWASP cost in production', async () => {
    const hashes = await queryAll(
      gateway.database,
      z.object({ password_hash: z.string() }),
      gateway.database.selectFrom('customers').select('password_hash'),
    );
    expect(hashes.length).toBeGreaterThan(0);
    for (const { password_hash } of hashes) expect(password_hash).toMatch(/^\$argon2id\$/);
    expect(PRODUCTION_PASSWORD_HASHING).toEqual({
      memoryCost: 19_456,
      timeCost: 2,
      parallelism: 1,
    });
  });
});

describe('lockout', () => {
  const HOME = '203.0.113.10';
  const ATTACKER = '198.51.100.66';

  async function failFrom(from: string, email: string, times: number) {
    for (let i = 0; i < times; i += 1) {
      expect((await attempt(email, 'wrong-password', from)).status).toBe(401);
    }
  }

  it.each(['alex@example.com', 'nobody@example.com'])(
    'pauses %s from one address for 15 minutes after five failures there within 15 minutes',
    async (email) => {
      for (let i = 0; i < 5; i += 1) {
        if (i > 0) gateway.clock.advance(3 * MINUTE);
        expect((await attempt(email, 'wrong-password', HOME)).status).toBe(401);
      }
      const blocked = await attempt(email, DEMO_PASSWORD, HOME);
      expect(blocked.status).toBe(429);
      expect(await blocked.json()).toEqual({
        message:
          'Too many unsuccessful attempts. For your security, logging in with this email is ' +
          'paused. Please try again in 15 minutes, or reset your password.',
        statusCode: 429,
      });
      expect(blocked.headers.get('retry-after')).toBe('900');

      gateway.clock.advance(14 * MINUTE);
      const stillBlocked = await attempt(email, DEMO_PASSWORD, HOME);
      expect(stillBlocked.status).toBe(429);
      expect((await stillBlocked.json()).message).toBe(lockedOutMessage('1 minute'));
      expect(stillBlocked.headers.get('retry-after')).toBe('60');
      gateway.clock.advance(MINUTE);
      expect((await attempt(email, DEMO_PASSWORD, HOME)).status).toBe(
        email === 'alex@example.com' ? 200 : 401,
      );
    },
  );

  it('forgets failures older than 15 minutes and after a successful login', async () => {
    await failFrom(HOME, 'alex@example.com', 4);
    gateway.clock.advance(16 * MINUTE);
    await failFrom(HOME, 'alex@example.com', 1);
    expect((await attempt('alex@example.com', DEMO_PASSWORD, HOME)).status).toBe(200);
    await failFrom(HOME, 'alex@example.com', 4);
    expect((await attempt('alex@example.com', DEMO_PASSWORD, HOME)).status).toBe(200);
  });

  it('counts an email however its letters are cased', async () => {
    for (const email of ['alex@example.com', 'Alex@example.com', 'ALEX@EXAMPLE.COM']) {
      await failFrom(HOME, email, email === 'ALEX@EXAMPLE.COM' ? 3 : 1);
    }
    expect((await attempt('aLeX@example.com', DEMO_PASSWORD, HOME)).status).toBe(429);
  });

  it('blocks only the email that failed', async () => {
    await failFrom(HOME, 'alex@example.com', 5);
    expect((await attempt('sam@example.com', DEMO_PASSWORD, HOME)).status).toBe(200);
  });

  it('does not let a stranger lock a customer out: failures elsewhere leave their address alone', async () => {
    await failFrom(ATTACKER, 'alex@example.com', 5);
    expect((await attempt('alex@example.com', DEMO_PASSWORD, ATTACKER)).status).toBe(429);
    expect((await attempt('alex@example.com', DEMO_PASSWORD, HOME)).status).toBe(200);
  });

  it('counts by the socket address, whatever X-Forwarded-For a client makes up', async () => {
    for (let i = 0; i < 5; i += 1) {
      const response = await attempt('alex@example.com', 'wrong', ATTACKER, `192.0.2.${i}`);
      expect(response.status).toBe(401);
    }
    expect((await attempt('alex@example.com', DEMO_PASSWORD, ATTACKER, '192.0.2.99')).status).toBe(
      429,
    );
  });

  it('counts each client behind a trusted proxy on its own', async () => {
    gateway = await createTestGateway({ trustedProxies: ['10.0.0.0/8'] });
    const viaProxy = (client: string, password: string) =>
      attempt('alex@example.com', password, '10.0.0.2', client);
    for (let i = 0; i < 5; i += 1) expect((await viaProxy(ATTACKER, 'wrong')).status).toBe(401);
    expect((await viaProxy(ATTACKER, DEMO_PASSWORD)).status).toBe(429);
    expect((await viaProxy(HOME, DEMO_PASSWORD)).status).toBe(200);
  });

  it('pauses an email for everyone after 50 failures in an hour from any number of addresses', async () => {
    for (let i = 0; i < 49; i += 1) {
      await failFrom(`198.51.100.${i}`, 'alex@example.com', 1);
      if (i % 10 === 9) gateway.clock.advance(10 * MINUTE);
    }
    expect((await attempt('alex@example.com', DEMO_PASSWORD, HOME)).status).toBe(200);
    await failFrom('198.51.100.200', 'alex@example.com', 1);
    const blocked = await attempt('alex@example.com', DEMO_PASSWORD, HOME);
    expect(blocked.status).toBe(429);
    expect((await blocked.json()).message).toBe(lockedOutMessage('15 minutes'));
    expect((await attempt('sam@example.com', DEMO_PASSWORD, HOME)).status).toBe(200);
  });

  it('pauses an address that fails for 30 emails within 15 minutes (credential stuffing)', async () => {
    for (let i = 0; i < 29; i += 1) await failFrom(ATTACKER, `victim-${i}@example.com`, 1);
    expect((await attempt('sam@example.com', DEMO_PASSWORD, ATTACKER)).status).toBe(200);
    await failFrom(ATTACKER, 'victim-29@example.com', 1);
    const paused = await attempt('alex@example.com', DEMO_PASSWORD, ATTACKER);
    expect(paused.status).toBe(429);
    expect(await paused.json()).toEqual({
      message: addressPausedMessage('15 minutes'),
      statusCode: 429,
    });
    expect(addressPausedMessage('15 minutes')).toBe(
      'Too many unsuccessful logins from your connection. Please wait 15 minutes and try again.',
    );
    expect(paused.headers.get('retry-after')).toBe('900');
    expect((await attempt('alex@example.com', DEMO_PASSWORD, HOME)).status).toBe(200);
    gateway.clock.advance(15 * MINUTE);
    expect((await attempt('alex@example.com', DEMO_PASSWORD, ATTACKER)).status).toBe(200);
  });

  it('keeps a keyed hash of the address, never the address', async () => {
    await failFrom(ATTACKER, 'alex@example.com', 5);
    const anyRow = z.record(z.string(), z.unknown());
    const rows = JSON.stringify([
      await queryAll(
        gateway.database,
        anyRow,
        gateway.database.selectFrom('login_failures').selectAll(),
      ),
      await queryAll(
        gateway.database,
        anyRow,
        gateway.database.selectFrom('login_blocks').selectAll(),
      ),
    ]);
    expect(rows).toContain('alex@example.com');
    expect(rows).not.toContain(ATTACKER);
  });
});

describe('refresh', () => {
  it('rotates the refresh token and answers a new access token', async () => {
    const session = await gateway.login('alex@example.com');
    gateway.clock.advance(30 * MINUTE);
    const response = await refresh(session.cookie);
    expect(response.status).toBe(200);
    const body = await response.json();
    expect(body.token).not.toBe(session.token);
    expect(body.exp).toBe('2026-03-15T11:30:00.000Z');
    expect(body.email).toBe('alex@example.com');
    const rotated = cookieFrom(response);
    expect(rotated).not.toBe(session.cookie);
    expect((await stateOf(body)).status).toBe(200);
    expect((await refresh(rotated)).status).toBe(200);
  });

  it('swaps a token sent twice at once only once, and ends the session as for a stolen copy', async () => {
    const session = await gateway.login('alex@example.com');
    const answers = await Promise.all([refresh(session.cookie), refresh(session.cookie)]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 401]);
    const swapped = answers.find((answer) => answer.status === 200);
    expect((await refresh(cookieFrom(swapped!))).status).toBe(401);
  });

  it('revokes the whole session when a rotated token is used again', async () => {
    const session = await gateway.login('alex@example.com');
    const first = await refresh(session.cookie);
    const rotatedCookie = cookieFrom(first);
    const rotatedSession = await first.json();

    const reuse = await refresh(session.cookie);
    expect(reuse.status).toBe(401);
    expect(cookieNamed(reuse.headers.getSetCookie(), 'website_refresh_token_available')).toMatch(
      /Max-Age=0/,
    );
    expect((await reuse.json()).message).toBe('Your session has ended. Please log in again.');
    // Everything issued in that session now fails, including the newest tokens.
    expect((await refresh(rotatedCookie)).status).toBe(401);
    expect((await stateOf(rotatedSession)).status).toBe(401);
    expect((await stateOf(session)).status).toBe(401);
  });

  it('reads the short-lived cookie when asked to', async () => {
    const session = await gateway.login('alex@example.com', true);
    expect((await refresh(session.cookie, false)).status).toBe(401);
    expect((await refresh(session.cookie, true)).status).toBe(200);
  });

  it('refuses without a cookie, and after the refresh token has expired', async () => {
    expect((await refresh('')).status).toBe(401);
    const session = await gateway.login('alex@example.com', true);
    gateway.clock.advance(2 * 60 * MINUTE + 1000);
    const expired = await refresh(session.cookie, true);
    expect(expired.status).toBe(401);
    expect((await expired.json()).message).toBe('Your session has expired. Please log in again.');
  });
});

describe('the absolute session lifetime', () => {
  const DAY = 24 * 60 * MINUTE;

  it('ends a session 30 days after its login, however often its refresh token rotated', async () => {
    const session = await gateway.login('alex@example.com');
    let cookie = session.cookie;
    for (let day = 0; day < 3; day += 1) {
      gateway.clock.advance(9 * DAY);
      const rotated = await refresh(cookie);
      expect(rotated.status).toBe(200);
      cookie = cookieFrom(rotated);
    }
    // Day 29: the new refresh token lasts only until the session's 30 days are up.
    gateway.clock.advance(2 * DAY);
    const lastRotation = await refresh(cookie);
    expect((await lastRotation.json()).refresh_token_exp).toBe('2026-04-14T10:00:00.000Z');
    expect(issued(lastRotation.headers.getSetCookie(), LONG_COOKIE)[0]).toMatch(/Max-Age=86400/);

    gateway.clock.advance(DAY);
    const ended = await refresh(cookieFrom(lastRotation));
    expect(ended.status).toBe(401);
    expect((await ended.json()).message).toBe('Your session has expired. Please log in again.');
    const revokedAt = await queryValue(
      gateway.database,
      z.string().nullable(),
      gateway.database
        .selectFrom('session_families')
        .select('revoked_at')
        .orderBy('created_at', 'desc')
        .limit(1),
    );
    expect(revokedAt).toBe('2026-04-14T10:00:00.000Z');
  });

  it('ends an access token issued just before then with the session', async () => {
    const session = await gateway.login('alex@example.com');
    gateway.clock.advance(30 * DAY - 10 * MINUTE);
    const refreshed = await (await refresh(session.cookie)).json();
    expect((await stateOf(refreshed)).status).toBe(200);
    gateway.clock.advance(10 * MINUTE);
    const expired = await stateOf(refreshed);
    expect(expired.status).toBe(401);
    expect((await expired.json()).message).toBe('Your session has expired. Please log in again.');
  });
});

describe('access tokens', () => {
  it('expire after one hour', async () => {
    const session = await gateway.login('alex@example.com');
    gateway.clock.advance(59 * MINUTE);
    expect((await stateOf(session)).status).toBe(200);
    gateway.clock.advance(MINUTE);
    const expired = await stateOf(session);
    expect(expired.status).toBe(401);
    expect(await expired.json()).toEqual({
      message: 'Your session has expired. Please log in again.',
      statusCode: 401,
    });
  });

  it.each([
    ['no token', undefined],
    ['a malformed token', 'Bearer not-a-jwt'],
    ['a token signed with another key', 'Bearer eyJhbGciOiJIUzI1NiJ9.eyJzdWIiOiIxIn0.c2lnbmF0dXJl'],
  ])('are required: %s gets 401', async (_case, authorization) => {
    const response = await gateway.request('/api/v1/accounts/1/state', {
      headers: authorization ? { authorization } : {},
    });
    expect(response.status).toBe(401);
    expect((await response.json()).message).toBe('Please log in to continue.');
  });
});

describe('logout', () => {
  it('revokes the session and clears both cookies', async () => {
    const session = await gateway.login('alex@example.com');
    const response = await gateway.as(session, '/api/v1/auth/logout', {
      method: 'POST',
      headers: { cookie: session.cookie },
    });
    expect(response.status).toBe(204);
    const cleared = response.headers.getSetCookie();
    for (const name of [LONG_COOKIE, SHORT_COOKIE, 'website_refresh_token_available']) {
      expect(cookieNamed(cleared, name)).toMatch(/Max-Age=0/);
    }
    expect((await stateOf(session)).status).toBe(401);
    expect((await refresh(session.cookie)).status).toBe(401);
  });

  it('needs a bearer token', async () => {
    const response = await gateway.request('/api/v1/auth/logout', { method: 'POST' });
    expect(response.status).toBe(401);
  });

  it('ends a short-lived session at users/sign_out from its cookie alone', async () => {
    const session = await gateway.login('alex@example.com', true);
    const response = await gateway.request('/users/sign_out', {
      method: 'POST',
      headers: { cookie: session.cookie },
    });
    expect(response.status).toBe(204);
    expect(cookieNamed(response.headers.getSetCookie(), SHORT_COOKIE)).toMatch(/Max-Age=0/);
    expect((await refresh(session.cookie, true)).status).toBe(401);
    expect((await stateOf(session)).status).toBe(401);
  });
});
