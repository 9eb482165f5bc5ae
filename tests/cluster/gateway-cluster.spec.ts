import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from '@/gateway/seed/personas';
import { LOGIN_LIMIT } from './gateway-cluster-env';

/**
 * Two gateway instances sharing one PostgreSQL and one Redis (tests/cluster/run.ts starts
 * them): whatever one of them records about a session, a login or a client, the other knows.
 */
const gatewayA = process.env.CLUSTER_GATEWAY_A!;
const gatewayB = process.env.CLUSTER_GATEWAY_B!;

/** Each spec speaks for a client of its own, as a proxy the gateways trust would name it. */
function call(gateway: string, path: string, client: string, init: RequestInit = {}) {
  const headers = new Headers(init.headers);
  headers.set('x-forwarded-for', client);
  if (init.body) headers.set('content-type', 'application/json');
  return fetch(`${gateway}/api/v1${path}`, { ...init, headers });
}

const login = (gateway: string, client: string, email: string, password = DEMO_PASSWORD) =>
  call(gateway, '/auth/login', client, {
    method: 'POST',
    body: JSON.stringify({ email, password, short_lived_refresh_token: 'false' }),
  });

const refresh = (gateway: string, client: string, cookie: string) =>
  call(gateway, '/auth/refresh', client, {
    method: 'POST',
    headers: { cookie },
    body: JSON.stringify({ short_lived_refresh_token: 'false' }),
  });

/** The Cookie header a browser would send back after this answer. */
const cookieFrom = (response: Response) =>
  response.headers
    .getSetCookie()
    .map((header) => header.split(';')[0] ?? '')
    .filter((pair) => !pair.endsWith('='))
    .join('; ');

test('both gateways report their shared database and Redis up, and are never cached', async () => {
  for (const gateway of [gatewayA, gatewayB]) {
    const health = await fetch(`${gateway}/api/v1/health`);
    expect(health.status).toBe(200);
    expect(health.headers.get('cache-control')).toBe('no-store');
    expect(await health.json()).toEqual({ status: 'ok', database: 'up', redis: 'up' });
  }
});

test('a login through one gateway is honoured by the other', async () => {
  const client = '198.51.100.1';
  const loggedIn = await login(gatewayA, client, 'alex@example.com');
  expect(loggedIn.status).toBe(200);
  const { token } = (await loggedIn.json()) as { token: string };
  const state = await call(gatewayB, '/accounts/1/state', client, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(state.status).toBe(200);
  expect(await state.json()).toMatchObject({ accountNumber: '40318275' });
});

test('a refresh token rotated through one gateway is refused when replayed at the other', async () => {
  const client = '198.51.100.2';
  const loggedIn = await login(gatewayA, client, 'sam@example.com');
  const first = cookieFrom(loggedIn);
  const rotated = await refresh(gatewayA, client, first);
  expect(rotated.status).toBe(200);

  const replayed = await refresh(gatewayB, client, first);
  expect(replayed.status).toBe(401);
  expect(((await replayed.json()) as { message: string }).message).toBe(
    'Your session has ended. Please log in again.',
  );
  // A replayed token is a stolen copy: the session it belongs to ends, newest token and all.
  expect((await refresh(gatewayA, client, cookieFrom(rotated))).status).toBe(401);
});

test('the login limit counts one client’s logins through both gateways together', async () => {
  const client = '198.51.100.3';
  for (let attempt = 0; attempt < LOGIN_LIMIT; attempt += 1) {
    const gateway = attempt % 2 === 0 ? gatewayA : gatewayB;
    expect((await login(gateway, client, 'jo@example.com')).status).toBe(200);
  }
  for (const gateway of [gatewayA, gatewayB]) {
    const refused = await login(gateway, client, 'jo@example.com');
    expect(refused.status).toBe(429);
    expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
  }
});

test('wrong passwords through both gateways together pause the email', async () => {
  const client = '198.51.100.4';
  for (let attempt = 0; attempt < 5; attempt += 1) {
    const gateway = attempt % 2 === 0 ? gatewayA : gatewayB;
    expect((await login(gateway, client, 'lee@example.com', 'not-the-password')).status).toBe(401);
  }
  const paused = await login(gatewayA, client, 'lee@example.com');
  expect(paused.status).toBe(429);
  expect(((await paused.json()) as { message: string }).message).toMatch(
    /logging in with this email is paused/,
  );
});
