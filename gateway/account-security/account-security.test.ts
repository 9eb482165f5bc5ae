import {
  RESET_LINK_EXPIRED_MESSAGE,
  RESET_LINK_SENT_MESSAGE,
} from '@/lib/gateway/contract/password-rules';
import { z } from 'zod';
import { lockedOutMessage } from '../auth/lockout';
import { queryAll } from '../db/sql';
import { DEMO_PASSWORD } from '../seed/personas';
import { snapshotRows } from '@/tests/gateway/db-snapshot';
import { createTestGateway, type LoggedIn, type TestGateway } from '@/tests/gateway/test-gateway';
import { SAME_PASSWORD_MESSAGE, SESSION_NOT_FOUND_MESSAGE, THIS_DEVICE_MESSAGE } from './routes';

const MINUTE = 60 * 1000;
const NEW_PASSWORD = 'copper kettle meadow';
const CHROME_ON_ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) ' +
  'Chrome/124.0.0.0 Mobile Safari/537.36';
const FIREFOX_ON_WINDOWS =
  'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:125.0) Gecko/20100101 Firefox/125.0';

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway();
});

const askForReset = (email: string) =>
  gateway.request('/api/v1/auth/password-resets', { method: 'POST', json: { email } });

const confirmReset = (token: string, password = NEW_PASSWORD) =>
  gateway.request('/api/v1/auth/password-resets/confirm', {
    method: 'POST',
    json: { token, password },
  });

/** The token of the newest reset link in the outbox. */
async function latestResetToken(): Promise<string> {
  const link = (await gateway.outbox()).find((message) => message.subject.includes('Reset'));
  const token = /#token=([\w-]+)/.exec(link?.body ?? '')?.[1];
  if (!token) throw new Error('No reset link in the outbox');
  return token;
}

const logInWith = (email: string, password: string, userAgent?: string) =>
  gateway.request('/api/v1/auth/login', {
    method: 'POST',
    json: { email, password, short_lived_refresh_token: 'false' },
    headers: userAgent ? { 'user-agent': userAgent } : {},
  });

/** Logs in from a browser with this user agent. */
async function logInFrom(userAgent: string, email = 'alex@example.com'): Promise<LoggedIn> {
  const response = await logInWith(email, DEMO_PASSWORD, userAgent);
  const cookie = response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');
  const body = await response.json();
  return { token: body.token, cookie, setCookies: [], body };
}

const refresh = (session: LoggedIn) =>
  gateway.request('/api/v1/auth/refresh', {
    method: 'POST',
    headers: { cookie: session.cookie },
    json: { short_lived_refresh_token: 'false' },
  });

const me = (session: LoggedIn) => gateway.as(session, '/api/v1/customers/me');

describe('POST /api/v1/auth/password-resets', () => {
  it('answers a known and an unknown email alike, and emails a one-time link only to the customer', async () => {
    const known = await askForReset('Alex@Example.com');
    const unknown = await askForReset('nobody@example.com');
    expect(known.status).toBe(202);
    expect(unknown.status).toBe(202);
    expect(await known.json()).toEqual({ message: RESET_LINK_SENT_MESSAGE });
    expect(await unknown.json()).toEqual({ message: RESET_LINK_SENT_MESSAGE });

    const messages = await gateway.outbox();
    expect(messages).toHaveLength(1);
    expect(messages[0]).toMatchObject({
      recipient: 'alex@example.com',
      subject: 'Reset your So Energy password',
      sentAt: null,
    });
    expect(messages[0]?.body).toMatch(
      /^Hello Alex,\n[\s\S]*within 30 minutes\. It works once:\nhttp:\/\/localhost:3000\/accounts\/reset-password#token=[\w-]{43}\n[\s\S]*Best wishes,\nSo Energy\n$/,
    );
  });

  it('keeps only a keyed hash of the token', async () => {
    await askForReset('alex@example.com');
    const token = await latestResetToken();
    const stored = await queryAll(
      gateway.database,
      z.record(z.string(), z.unknown()),
      gateway.database.selectFrom('password_resets').selectAll(),
    );
    expect(stored).toEqual([
      {
        token_hash: expect.stringMatching(/^[0-9a-f]{64}$/),
        customer_id: 1,
        created_at: '2026-03-15T10:00:00.000Z',
        expires_at: '2026-03-15T10:30:00.000Z',
        used_at: null,
      },
    ]);
    // Only the email itself, in the outbox, holds it.
    const tables = (JSON.parse(await snapshotRows(gateway.database)) as [string, unknown][]).filter(
      ([name]) => name !== 'outbox',
    );
    expect(JSON.stringify(tables)).not.toContain(token);
  });

  it('sends one customer at most 3 links an hour, answering the same past that', async () => {
    for (let i = 0; i < 5; i += 1) {
      const response = await askForReset('alex@example.com');
      expect(response.status).toBe(202);
      expect(await response.json()).toEqual({ message: RESET_LINK_SENT_MESSAGE });
    }
    expect(await gateway.outbox()).toHaveLength(3);
    gateway.clock.advance(61 * MINUTE);
    await askForReset('alex@example.com');
    expect(await gateway.outbox()).toHaveLength(4);
  });

  it('refuses something that is not an email address with 400 naming it, sending nothing', async () => {
    const response = await askForReset('alex');
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual([
      { path: 'body.email', message: 'Enter an email address like name@example.com' },
    ]);
    expect(await gateway.outbox()).toEqual([]);
  });

  it('answers 202 even when the email cannot be delivered', async () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = await createTestGateway({
      mailTransport: { deliver: () => Promise.reject(new Error('SMTP server unreachable')) },
    });
    const response = await failing.request('/api/v1/auth/password-resets', {
      method: 'POST',
      json: { email: 'alex@example.com' },
    });
    expect(response.status).toBe(202);
    await failing.mailer.settled();
    expect((await failing.outbox())[0]).toMatchObject({
      sentAt: null,
      failedAt: expect.any(String),
    });
    expect(errors).toHaveBeenCalled();
    errors.mockRestore();
  });
});

describe('POST /api/v1/auth/password-resets/confirm', () => {
  it('sets the new password, ends every session, lifts the lockout and says so by email', async () => {
    const phone = await gateway.login('alex@example.com');
    const laptop = await gateway.login('alex@example.com');
    for (let i = 0; i < 5; i += 1) await logInWith('alex@example.com', 'a wrong guess');
    expect((await logInWith('alex@example.com', DEMO_PASSWORD)).status).toBe(429);

    await askForReset('alex@example.com');
    const response = await confirmReset(await latestResetToken());
    expect(response.status).toBe(204);

    for (const session of [phone, laptop]) {
      expect((await me(session)).status).toBe(401);
      expect((await refresh(session)).status).toBe(401);
    }
    expect((await logInWith('alex@example.com', DEMO_PASSWORD)).status).toBe(401);
    expect((await logInWith('alex@example.com', NEW_PASSWORD)).status).toBe(200);
    expect((await gateway.outbox())[0]).toMatchObject({
      recipient: 'alex@example.com',
      subject: 'Your So Energy password has been changed',
      body: expect.stringContaining('We have signed you out on every device'),
    });
  });

  it('works once', async () => {
    await askForReset('alex@example.com');
    const token = await latestResetToken();
    expect((await confirmReset(token)).status).toBe(204);
    const before = await snapshotRows(gateway.database);
    const again = await confirmReset(token, 'another fine passphrase');
    expect(again.status).toBe(422);
    expect((await again.json()).fields).toEqual([
      { path: 'body.token', message: RESET_LINK_EXPIRED_MESSAGE },
    ]);
    expect(await snapshotRows(gateway.database)).toBe(before);
  });

  it('works once when two uses race, the second finding it used while the first hashed', async () => {
    await askForReset('alex@example.com');
    const token = await latestResetToken();
    const answers = await Promise.all([
      confirmReset(token),
      confirmReset(token, 'another fine passphrase'),
    ]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([204, 422]);
  });

  it('works for 30 minutes', async () => {
    await askForReset('alex@example.com');
    const token = await latestResetToken();
    gateway.clock.advance(30 * MINUTE);
    const late = await confirmReset(token);
    expect(late.status).toBe(422);
    expect((await late.json()).message).toBe(RESET_LINK_EXPIRED_MESSAGE);
    expect((await logInWith('alex@example.com', DEMO_PASSWORD)).status).toBe(200);
  });

  it('refuses an easy password on its field and keeps the link working', async () => {
    await askForReset('alex@example.com');
    const token = await latestResetToken();
    const weak = await confirmReset(token, 'password1234');
    expect(weak.status).toBe(422);
    expect((await weak.json()).fields).toEqual([
      {
        path: 'body.password',
        message: expect.stringMatching(/^This password is too easy to guess\./),
      },
    ]);
    expect((await confirmReset(token)).status).toBe(204);
  });

  it.each([
    ['an unknown token', 'x'.repeat(43), 422],
    ['a malformed token', 'not-a-token', 400],
  ])('refuses %s on the token field', async (_case, token, status) => {
    const response = await confirmReset(token);
    expect(response.status).toBe(status);
    expect((await response.json()).fields).toEqual([
      { path: 'body.token', message: RESET_LINK_EXPIRED_MESSAGE },
    ]);
  });

  it('retires the other links once the password has changed', async () => {
    await askForReset('alex@example.com');
    const older = await latestResetToken();
    await askForReset('alex@example.com');
    expect((await confirmReset(await latestResetToken())).status).toBe(204);
    expect((await confirmReset(older, 'another fine passphrase')).status).toBe(422);
  });
});

describe('POST /api/v1/auth/password', () => {
  const change = (session: LoggedIn, currentPassword: string, newPassword = NEW_PASSWORD) =>
    gateway.as(session, '/api/v1/auth/password', {
      method: 'POST',
      json: { currentPassword, newPassword },
    });

  it('changes the password, signs the other devices out, keeps this one, and emails the customer', async () => {
    const here = await gateway.login('alex@example.com');
    const elsewhere = await gateway.login('alex@example.com');
    const sam = await gateway.login('sam@example.com');
    await askForReset('alex@example.com');
    const pendingLink = await latestResetToken();

    const response = await change(here, DEMO_PASSWORD);
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ otherSessionsEnded: 1 });

    expect((await me(here)).status).toBe(200);
    expect((await refresh(here)).status).toBe(200);
    expect((await me(elsewhere)).status).toBe(401);
    expect((await me(sam)).status).toBe(200);
    expect((await logInWith('alex@example.com', NEW_PASSWORD)).status).toBe(200);
    expect((await confirmReset(pendingLink, 'another fine passphrase')).status).toBe(422);
    expect((await gateway.outbox())[0]).toMatchObject({
      recipient: 'alex@example.com',
      subject: 'Your So Energy password has been changed',
      body: expect.stringContaining('We have signed you out on your other devices.'),
    });
  });

  it('needs the current password, and counts wrong ones towards the lockout', async () => {
    const session = await gateway.login('alex@example.com');
    const wrong = await change(session, 'not-my-password');
    expect(wrong.status).toBe(422);
    expect((await wrong.json()).fields).toEqual([
      {
        path: 'body.currentPassword',
        message: 'That is not your current password. Enter the password you use to log in.',
      },
    ]);
    for (let i = 0; i < 4; i += 1) await change(session, 'not-my-password');
    const paused = await change(session, DEMO_PASSWORD);
    expect(paused.status).toBe(429);
    expect((await paused.json()).message).toBe(lockedOutMessage('15 minutes'));
    expect(await gateway.outbox()).toEqual([]);
  });

  it.each([
    ['one with their name in it', 'Morgan123456', /It has your name or email address in it\./],
    ['the same one', DEMO_PASSWORD, new RegExp(`^${SAME_PASSWORD_MESSAGE}$`)],
  ])('refuses %s as the new password, on its field', async (_case, newPassword, message) => {
    const session = await gateway.login('alex@example.com');
    const before = await snapshotRows(gateway.database);
    const response = await change(session, DEMO_PASSWORD, newPassword);
    expect(response.status).toBe(422);
    expect((await response.json()).fields).toEqual([
      { path: 'body.newPassword', message: expect.stringMatching(message) },
    ]);
    expect(await snapshotRows(gateway.database)).toBe(before);
  });

  it('needs a signed-in customer', async () => {
    const response = await gateway.request('/api/v1/auth/password', {
      method: 'POST',
      json: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(response.status).toBe(401);
  });
});

describe('the devices signed in', () => {
  const sessionsOf = async (session: LoggedIn) =>
    (await (await gateway.as(session, '/api/v1/auth/sessions')).json()).sessions;
  const endSession = (session: LoggedIn, id: string) =>
    gateway.as(session, `/api/v1/auth/sessions/${id}`, { method: 'DELETE' });

  it('lists each device in words, this one first, with when it logged in and was last used', async () => {
    const phone = await logInFrom(CHROME_ON_ANDROID);
    gateway.clock.advance(5 * MINUTE);
    const laptop = await logInFrom(FIREFOX_ON_WINDOWS);
    gateway.clock.advance(5 * MINUTE);
    expect((await refresh(phone)).status).toBe(200);
    await gateway.login('sam@example.com');

    expect(await sessionsOf(laptop)).toEqual([
      {
        id: expect.any(String),
        device: 'Firefox on Windows',
        signedInAt: '2026-03-15T10:05:00.000Z',
        lastActiveAt: '2026-03-15T10:05:00.000Z',
        current: true,
      },
      {
        id: expect.any(String),
        device: 'Chrome on Android',
        signedInAt: '2026-03-15T10:00:00.000Z',
        lastActiveAt: '2026-03-15T10:10:00.000Z',
        current: false,
      },
    ]);
  });

  it('leaves out the sessions that have ended', async () => {
    const here = await gateway.login('alex@example.com');
    const signedOut = await gateway.login('alex@example.com');
    await gateway.as(signedOut, '/api/v1/auth/logout', { method: 'POST' });
    await gateway.login('alex@example.com', true);
    gateway.clock.advance(2 * 60 * MINUTE);
    const renewed = { ...here, token: (await (await refresh(here)).json()).token };
    expect(await sessionsOf(renewed)).toEqual([expect.objectContaining({ current: true })]);
  });

  it('signs one other device out', async () => {
    const here = await logInFrom(FIREFOX_ON_WINDOWS);
    const phone = await logInFrom(CHROME_ON_ANDROID);
    const [, other] = await sessionsOf(here);
    expect(other.device).toBe('Chrome on Android');

    expect((await endSession(here, other.id)).status).toBe(204);
    expect((await me(phone)).status).toBe(401);
    expect((await refresh(phone)).status).toBe(401);
    expect(await sessionsOf(here)).toHaveLength(1);

    const again = await endSession(here, other.id);
    expect(again.status).toBe(404);
    expect((await again.json()).message).toBe(SESSION_NOT_FOUND_MESSAGE);
  });

  it("answers 404 for someone else's session, which carries on", async () => {
    const alex = await gateway.login('alex@example.com');
    const sam = await gateway.login('sam@example.com');
    const [samsSession] = await sessionsOf(sam);
    expect((await endSession(alex, samsSession.id)).status).toBe(404);
    expect((await me(sam)).status).toBe(200);
  });

  it('leaves this device to Sign out', async () => {
    const here = await gateway.login('alex@example.com');
    const [current] = await sessionsOf(here);
    const response = await endSession(here, current.id);
    expect(response.status).toBe(422);
    expect((await response.json()).message).toBe(THIS_DEVICE_MESSAGE);
    expect((await me(here)).status).toBe(200);
  });

  it('refuses an id that is not a session id with 400', async () => {
    const here = await gateway.login('alex@example.com');
    const response = await endSession(here, '1');
    expect(response.status).toBe(400);
    expect((await response.json()).fields).toEqual([
      expect.objectContaining({ path: 'params.sessionId' }),
    ]);
  });

  it('signs every other device out at once', async () => {
    const here = await gateway.login('alex@example.com');
    const others = [
      await gateway.login('alex@example.com'),
      await gateway.login('alex@example.com'),
    ];
    const response = await gateway.as(here, '/api/v1/auth/sessions/sign-out-others', {
      method: 'POST',
    });
    expect(await response.json()).toEqual({ ended: 2 });
    for (const other of others) expect((await me(other)).status).toBe(401);
    expect((await me(here)).status).toBe(200);
    expect(await sessionsOf(here)).toHaveLength(1);
  });

  it('answers 401 without a token', async () => {
    expect((await gateway.request('/api/v1/auth/sessions')).status).toBe(401);
  });
});
