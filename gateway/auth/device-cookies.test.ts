import { decodeJwt, SignJWT } from 'jose';
import { DEMO_PASSWORD } from '../seed/personas';
import { createTestGateway, type TestGateway } from '@/tests/gateway/test-gateway';
import { DEVICE_COOKIE } from './device-cookies';
import { addressPausedMessage, lockedOutMessage } from './lockout';

const MINUTE = 60 * 1000;
const DAY = 24 * 60 * MINUTE;
const HOME = '203.0.113.10';
const ATTACKER = '198.51.100.66';
const NEW_PASSWORD = 'a brand new passphrase for alex';

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway();
});

/** A login sent from `from`, with a device cookie when one is given. */
const attempt = (email: string, password: string, from: string, device?: string) =>
  gateway.request('/api/v1/auth/login', {
    method: 'POST',
    json: { email, password, short_lived_refresh_token: 'false' },
    from,
    headers: device === undefined ? {} : { cookie: `${DEVICE_COOKIE}=${device}` },
  });

/** The device cookie a successful login set: the token, and the whole Set-Cookie header. */
async function deviceOf(email: string, from = HOME) {
  const response = await attempt(email, DEMO_PASSWORD, from);
  expect(response.status).toBe(200);
  const header = response.headers.getSetCookie().find((h) => h.startsWith(`${DEVICE_COOKIE}=`));
  if (header === undefined) throw new Error('no device cookie');
  const token = header.slice(DEVICE_COOKIE.length + 1).split(';')[0] ?? '';
  return { token, header };
}

/** A stranger's 50 wrong passwords in an hour, each from an address of its own. */
async function pauseEverywhere(email: string) {
  for (let i = 0; i < 50; i += 1) {
    expect((await attempt(email, 'wrong-password', `198.51.100.${i}`)).status).toBe(401);
  }
  expect((await attempt(email, DEMO_PASSWORD, '192.0.2.1')).status).toBe(429);
}

describe('device cookies', () => {
  it('are set by a successful login: HttpOnly, SameSite=Lax, for the auth routes, for a year', async () => {
    const { header, token } = await deviceOf('alex@example.com');
    expect(header).toMatch(/HttpOnly/);
    expect(header).toMatch(/SameSite=Lax/);
    expect(header).toMatch(/Path=\/api\/v1\/auth(;|$)/);
    expect(header).toMatch(/Max-Age=31536000/);
    // The token names the login by keyed hashes, never by its email.
    expect(JSON.stringify(decodeJwt(token))).not.toContain('alex');
    const failed = await attempt('alex@example.com', 'wrong-password', HOME);
    expect(failed.headers.getSetCookie()).toEqual([]);
  });

  it('let Alex in from his known device while a stranger keeps his email paused everywhere else', async () => {
    const { token } = await deviceOf('alex@example.com');
    await pauseEverywhere('alex@example.com');

    const unknown = await attempt('alex@example.com', DEMO_PASSWORD, HOME);
    expect(unknown.status).toBe(429);
    expect((await unknown.json()).message).toBe(lockedOutMessage('15 minutes'));
    const known = await attempt('alex@example.com', DEMO_PASSWORD, HOME, token);
    expect(known.status).toBe(200);
    // One try as each pause ends keeps the email paused, and Alex gets in all the same.
    for (let i = 0; i < 3; i += 1) {
      gateway.clock.advance(15 * MINUTE);
      expect((await attempt('alex@example.com', 'wrong', `198.51.100.${200 + i}`)).status).toBe(
        401,
      );
      expect((await attempt('alex@example.com', DEMO_PASSWORD, HOME)).status).toBe(429);
      expect((await attempt('alex@example.com', DEMO_PASSWORD, HOME, token)).status).toBe(200);
    }
  });

  it('count wrong passwords per device: five lock that device, which is then as unknown', async () => {
    const stolen = (await deviceOf('alex@example.com', '192.0.2.7')).token;
    const alexs = (await deviceOf('alex@example.com')).token;
    await pauseEverywhere('alex@example.com');
    // A thief with a copy of one device's cookie, from a new address each time.
    for (let i = 0; i < 4; i += 1) {
      const wrong = await attempt(
        'alex@example.com',
        'wrong-password',
        `192.0.2.${100 + i}`,
        stolen,
      );
      expect(wrong.status).toBe(401);
    }
    expect((await attempt('alex@example.com', DEMO_PASSWORD, '192.0.2.150', stolen)).status).toBe(
      200,
    );
    for (let i = 0; i < 5; i += 1) {
      const wrong = await attempt(
        'alex@example.com',
        'wrong-password',
        `192.0.2.${110 + i}`,
        stolen,
      );
      expect(wrong.status).toBe(401);
    }
    const locked = await attempt('alex@example.com', DEMO_PASSWORD, '192.0.2.160', stolen);
    expect(locked.status).toBe(429);
    expect((await locked.json()).message).toBe(lockedOutMessage('15 minutes'));
    // Alex's own device is a device of its own.
    expect((await attempt('alex@example.com', DEMO_PASSWORD, HOME, alexs)).status).toBe(200);
    // The lock lasts until those wrong passwords are 15 minutes old.
    gateway.clock.advance(15 * MINUTE);
    expect((await attempt('alex@example.com', 'wrong', '198.51.100.250')).status).toBe(401);
    expect((await attempt('alex@example.com', DEMO_PASSWORD, '192.0.2.160')).status).toBe(429);
    expect((await attempt('alex@example.com', DEMO_PASSWORD, '192.0.2.160', stolen)).status).toBe(
      200,
    );
  });

  it("do not count a known device's wrong passwords towards pausing the email everywhere", async () => {
    const { token } = await deviceOf('alex@example.com');
    for (let i = 0; i < 4; i += 1) {
      expect((await attempt('alex@example.com', 'wrong', `192.0.2.${i}`, token)).status).toBe(401);
    }
    for (let i = 0; i < 49; i += 1) {
      expect((await attempt('alex@example.com', 'wrong', `198.51.100.${i}`)).status).toBe(401);
    }
    expect((await attempt('alex@example.com', DEMO_PASSWORD, '192.0.2.200')).status).toBe(200);
  });

  it("do not make a known device's wrong password pause the email for longer", async () => {
    const { token } = await deviceOf('alex@example.com');
    await pauseEverywhere('alex@example.com');
    gateway.clock.advance(10 * MINUTE);
    expect((await attempt('alex@example.com', 'wrong', '192.0.2.9', token)).status).toBe(401);
    gateway.clock.advance(5 * MINUTE);
    expect((await attempt('alex@example.com', DEMO_PASSWORD, HOME)).status).toBe(200);
  });

  it('do not bypass the pause when forged, tampered with, expired, or for another email', async () => {
    const { token } = await deviceOf('alex@example.com');
    const sams = (await deviceOf('sam@example.com')).token;
    const claims = decodeJwt(token);
    const forged = await new SignJWT(claims)
      .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
      .sign(new TextEncoder().encode('another-secret-that-is-32-characters-long'));
    const [header = '', payload = '', signature = ''] = token.split('.');
    const unsigned = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${payload}.`;
    const otherLogin = Buffer.from(JSON.stringify({ ...claims, sub: '2' })).toString('base64url');
    const tampered = `${header}.${otherLogin}.${signature}`;
    await pauseEverywhere('alex@example.com');
    for (const device of [forged, unsigned, tampered, sams, 'not-a-token']) {
      expect((await attempt('alex@example.com', DEMO_PASSWORD, HOME, device)).status).toBe(429);
    }
    expect((await attempt('alex@example.com', DEMO_PASSWORD, HOME, token)).status).toBe(200);

    gateway.clock.advance(366 * DAY);
    await pauseEverywhere('alex@example.com');
    expect((await attempt('alex@example.com', DEMO_PASSWORD, HOME, token)).status).toBe(429);
  });

  it('end with a new password: a cookie from before does not bypass the pause', async () => {
    const { token } = await deviceOf('alex@example.com');
    const session = await gateway.login('alex@example.com');
    const changed = await gateway.as(session, '/api/v1/auth/password', {
      method: 'POST',
      json: { currentPassword: DEMO_PASSWORD, newPassword: NEW_PASSWORD },
    });
    expect(changed.status).toBe(200);
    for (let i = 0; i < 50; i += 1) {
      expect((await attempt('alex@example.com', 'wrong', `198.51.100.${i}`)).status).toBe(401);
    }
    expect((await attempt('alex@example.com', NEW_PASSWORD, HOME, token)).status).toBe(429);
  });

  it("leave the address's own pauses in place", async () => {
    const { token } = await deviceOf('alex@example.com', ATTACKER);
    for (let i = 0; i < 30; i += 1) {
      expect((await attempt(`victim-${i}@example.com`, 'wrong', ATTACKER)).status).toBe(401);
    }
    const paused = await attempt('alex@example.com', DEMO_PASSWORD, ATTACKER, token);
    expect(paused.status).toBe(429);
    expect((await paused.json()).message).toBe(addressPausedMessage('15 minutes'));

    const sams = (await deviceOf('sam@example.com', HOME)).token;
    for (let i = 0; i < 5; i += 1) {
      expect((await attempt('sam@example.com', 'wrong', HOME)).status).toBe(401);
    }
    expect((await attempt('sam@example.com', DEMO_PASSWORD, HOME, sams)).status).toBe(429);
  });
});
