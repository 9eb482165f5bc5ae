import { z } from 'zod';
import { execute, queryValue } from '../db/sql';
import { createTestGateway, type LoggedIn, type TestGateway } from '@/tests/gateway/test-gateway';
import { STAFF_SESSION_LIFETIME_MS } from './sessions';

const LONG_COOKIE = 'myaccount_remember-me_long_lived_refresh_token';
const SHORT_COOKIE = 'myaccount_refresh_token';
const MINUTE = 60 * 1000;
const HOUR = 60 * MINUTE;
const STAFF = 'admin@example.com';

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway();
});

const cookieNamed = (setCookies: readonly string[], name: string) =>
  setCookies.find((header) => header.startsWith(`${name}=`));

/** The Cookie header for a rotated session, from its Set-Cookie headers. */
const cookieFrom = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');

const refresh = (cookie: string) =>
  gateway.request('/api/v1/auth/refresh', {
    method: 'POST',
    headers: { cookie },
    json: { short_lived_refresh_token: 'true' },
  });

const staffActivity = (session: Pick<LoggedIn, 'token'>) =>
  gateway.request('/api/v1/admin/audit', {
    headers: { authorization: `Bearer ${session.token}` },
  });

describe('staff sessions', () => {
  it('last 12 hours at most', () => {
    expect(STAFF_SESSION_LIFETIME_MS).toBe(12 * HOUR);
  });

  it("are never kept past the browser closing, whatever 'Keep me signed in' said", async () => {
    const session = await gateway.login(STAFF, false);
    expect(session.body).toMatchObject({
      refresh_token_exp: '2026-03-15T12:00:00.000Z',
      short_lived_refresh_token: 'true',
    });
    // The first at one of its paths; the same at the others, and cleared where it lived before.
    const refreshCookie = session.setCookies.find(
      (header) => header.startsWith(`${SHORT_COOKIE}=`) && !header.startsWith(`${SHORT_COOKIE}=;`),
    );
    expect(refreshCookie).toMatch(/HttpOnly/);
    expect(refreshCookie).not.toMatch(/Max-Age|Expires/);
    expect(cookieNamed(session.setCookies, LONG_COOKIE)).toMatch(/Max-Age=0/);
    expect(cookieNamed(session.setCookies, 'website_refresh_token_available')).not.toMatch(
      /Max-Age=[1-9]/,
    );
  });

  it('end 12 hours after login, however often the refresh token rotated', async () => {
    const session = await gateway.login(STAFF, false);
    let cookie = session.cookie;
    for (let rotation = 0; rotation < 7; rotation += 1) {
      gateway.clock.advance(90 * MINUTE);
      const rotated = await refresh(cookie);
      expect(rotated.status).toBe(200);
      cookie = cookieFrom(rotated);
    }
    // 10.5 hours in: the new refresh token lasts only until the 12 hours are up.
    gateway.clock.advance(60 * MINUTE);
    const last = await refresh(cookie);
    expect(last.status).toBe(200);
    expect((await last.json()).refresh_token_exp).toBe('2026-03-15T22:00:00.000Z');

    gateway.clock.advance(30 * MINUTE);
    const ended = await refresh(cookieFrom(last));
    expect(ended.status).toBe(401);
    expect((await ended.json()).message).toBe('Your session has expired. Please log in again.');
  });

  it('end their access tokens with them', async () => {
    const session = await gateway.login(STAFF);
    let cookie = session.cookie;
    let token = session.token;
    let minutes = 0;
    // Refreshed within each 2-hour refresh token, up to 11 hours 50 minutes in.
    for (const at of [110, 220, 330, 440, 550, 650, 710]) {
      gateway.clock.advance((at - minutes) * MINUTE);
      minutes = at;
      const rotated = await refresh(cookie);
      expect(rotated.status).toBe(200);
      cookie = cookieFrom(rotated);
      token = (await rotated.json()).token;
    }
    // The access token says an hour, but the session has 10 minutes left.
    expect((await staffActivity({ token })).status).toBe(200);
    gateway.clock.advance(10 * MINUTE);
    const expired = await staffActivity({ token });
    expect(expired.status).toBe(401);
    expect((await expired.json()).message).toBe('Your session has expired. Please log in again.');
  });

  it('are cut to 12 hours when a customer is made staff', async () => {
    const session = await gateway.login('alex@example.com', false);
    expect(session.body.short_lived_refresh_token).toBe('false');
    gateway.clock.advance(13 * HOUR);
    await execute(
      gateway.database,
      gateway.database
        .updateTable('customers')
        .set({ is_admin: 1 })
        .where('email', '=', 'alex@example.com'),
    );
    const ended = await gateway.request('/api/v1/auth/refresh', {
      method: 'POST',
      headers: { cookie: session.cookie },
      json: { short_lived_refresh_token: 'false' },
    });
    expect(ended.status).toBe(401);
    const revokedAt = await queryValue(
      gateway.database,
      z.string().nullable(),
      gateway.database
        .selectFrom('session_families')
        .select('revoked_at')
        .orderBy('created_at', 'desc')
        .limit(1),
    );
    expect(revokedAt).toBe('2026-03-15T23:00:00.000Z');
  });

  it('leave customers their 30 days', async () => {
    const session = await gateway.login('alex@example.com', false);
    expect(session.body).toMatchObject({
      refresh_token_exp: '2026-04-14T10:00:00.000Z',
      short_lived_refresh_token: 'false',
    });
  });
});
