import { serve } from '@hono/node-server';
import { MemoryStore } from 'hono-rate-limiter';
import type { AddressInfo } from 'node:net';
import { DEFAULT_RATE_LIMITS, type RateLimitGroup, type RateLimitSettings } from '@/lib/config';
import { DEMO_PASSWORD } from '../seed/personas';
import {
  createTestGateway,
  TEST_SITE_ORIGIN,
  type TestGateway,
} from '@/tests/gateway/test-gateway';
import type { RateLimitName, RateLimitStores } from './rate-limits';

const HOME = '203.0.113.10';
const NEIGHBOUR = '203.0.113.11';

const LOGIN = {
  email: 'alex@example.com',
  password: DEMO_PASSWORD,
  short_lived_refresh_token: 'false',
};

/** The default limits, on, with `overrides` (small, so tests reach them quickly). */
function limits(overrides: Partial<Record<RateLimitGroup, number>>): RateLimitSettings {
  const changed = Object.entries(overrides).map(([group, limit]) => [
    group,
    { limit, windowMs: 60_000 },
  ]);
  return { enabled: true, limits: { ...DEFAULT_RATE_LIMITS, ...Object.fromEntries(changed) } };
}

const logIn = (gateway: TestGateway, from: string, init: RequestInit = {}) =>
  gateway.request('/api/v1/auth/login', { method: 'POST', json: LOGIN, from, ...init });

afterEach(() => {
  vi.useRealTimers();
});

describe('rate limits per client address', () => {
  it('answers 429 with Retry-After, in words and in the error shape, past the limit', async () => {
    const gateway = await createTestGateway({ rateLimits: limits({ login: 3 }) });
    for (let i = 0; i < 3; i += 1) expect((await logIn(gateway, HOME)).status).toBe(200);

    const refused = await logIn(gateway, HOME, { headers: { origin: TEST_SITE_ORIGIN } });
    expect(refused.status).toBe(429);
    expect(await refused.json()).toEqual({
      message: 'Too many attempts. Please wait 1 minute and try again.',
      statusCode: 429,
    });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    // The site, cross-origin, can read both.
    expect(refused.headers.get('access-control-allow-origin')).toBe(TEST_SITE_ORIGIN);
    expect(refused.headers.get('access-control-expose-headers')).toMatch(/Retry-After/i);
  });

  it('counts each address on its own, and a made-up X-Forwarded-For changes nothing', async () => {
    const gateway = await createTestGateway({ rateLimits: limits({ login: 2 }) });
    for (let i = 0; i < 2; i += 1) {
      const spoofed = { headers: { 'x-forwarded-for': `198.51.100.${i}` } };
      expect((await logIn(gateway, HOME, spoofed)).status).toBe(200);
    }
    const spoofed = { headers: { 'x-forwarded-for': '198.51.100.99' } };
    expect((await logIn(gateway, HOME, spoofed)).status).toBe(429);
    expect((await logIn(gateway, NEIGHBOUR)).status).toBe(200);
  });

  it('counts every address of one IPv6 /64 as one client, and the next /64 apart', async () => {
    const gateway = await createTestGateway({ rateLimits: limits({ login: 1 }) });
    expect((await logIn(gateway, '2001:db8:1:2::1')).status).toBe(200);
    expect((await logIn(gateway, '2001:db8:1:2:ffff:ffff:ffff:fffe')).status).toBe(429);
    expect((await logIn(gateway, '2001:db8:1:3::1')).status).toBe(200);
  });

  it('counts the forwarded client when the socket peer is a trusted proxy', async () => {
    const gateway = await createTestGateway({
      rateLimits: limits({ login: 1 }),
      trustedProxies: ['10.0.0.1'],
    });
    const via = (client: string) => ({ headers: { 'x-forwarded-for': client } });
    expect((await logIn(gateway, '10.0.0.1', via(HOME))).status).toBe(200);
    expect((await logIn(gateway, '10.0.0.1', via(HOME))).status).toBe(429);
    expect((await logIn(gateway, '10.0.0.1', via(NEIGHBOUR))).status).toBe(200);
  });

  it.each<[RateLimitGroup, string, string]>([
    ['login', 'POST', '/api/v1/auth/login'],
    ['addresses', 'GET', '/api/v1/addresses/BS7%208JN'],
    ['quotes', 'POST', '/api/v1/quotes'],
    ['signups', 'POST', '/api/v1/signups'],
    ['votes', 'POST', '/api/v1/votes/next-green-generator'],
    ['contact', 'POST', '/api/v1/contact'],
    ['evReminders', 'POST', '/api/v1/ev-reminders'],
    ['passwordResets', 'POST', '/api/v1/auth/password-resets'],
    ['passwordResets', 'POST', '/api/v1/auth/password-resets/confirm'],
    ['referralCodes', 'GET', '/api/v1/referrals/ALEX-M7Q2'],
    ['vehicleChecks', 'POST', '/api/v1/dvla/checkVehicleIsEv'],
    ['switchRatings', 'POST', '/api/v1/feedback/switch-rating'],
    ['dataExports', 'POST', '/api/v1/customers/me/data-exports'],
  ])('limits %s (%s %s), counting refused requests too', async (group, method, path) => {
    const gateway = await createTestGateway({ rateLimits: limits({ [group]: 1 }) });
    const send = () =>
      gateway.request(path, { method, from: HOME, ...(method === 'POST' ? { json: {} } : {}) });
    expect((await send()).status).not.toBe(429);
    expect((await send()).status).toBe(429);
  });

  it('leaves the other endpoints alone', async () => {
    const gateway = await createTestGateway({
      rateLimits: limits({ login: 1, votes: 1, quotes: 1, addresses: 1 }),
    });
    for (let i = 0; i < 5; i += 1) {
      expect((await gateway.request('/api/v1/tariffs?region=12', { from: HOME })).status).toBe(200);
      expect(
        (await gateway.request('/api/v1/votes/next-green-generator', { from: HOME })).status,
      ).not.toBe(429);
    }
  });

  it('lets the client in again once the window has passed', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const gateway = await createTestGateway({ rateLimits: limits({ login: 1 }) });
    expect((await logIn(gateway, HOME)).status).toBe(200);
    expect((await logIn(gateway, HOME)).status).toBe(429);
    vi.setSystemTime(Date.now() + 61_000);
    expect((await logIn(gateway, HOME)).status).toBe(200);
  });

  it('limits nothing when switched off (RATE_LIMITS=off)', async () => {
    const off = { ...limits({ login: 1 }), enabled: false };
    const gateway = await createTestGateway({ rateLimits: off });
    for (let i = 0; i < 5; i += 1) expect((await logIn(gateway, HOME)).status).toBe(200);
  });

  it('counts in the store it is given, so instances that share one share the limits', async () => {
    const shared = new Map<RateLimitName, MemoryStore>();
    const stores: RateLimitStores = (group) => {
      const store = shared.get(group) ?? new MemoryStore();
      shared.set(group, store);
      return store;
    };
    const rateLimits = limits({ login: 2 });
    const first = await createTestGateway({ rateLimits, rateLimitStores: stores });
    const second = await createTestGateway({ rateLimits, rateLimitStores: stores });
    expect((await logIn(first, HOME)).status).toBe(200);
    expect((await logIn(second, HOME)).status).toBe(200);
    expect((await logIn(first, HOME)).status).toBe(429);
  });

  it('refuses a client over its limit without counting in the store again, nor reading it', async () => {
    const shared = new MemoryStore();
    const asked: string[] = [];
    const stores: RateLimitStores = () => ({
      init: (options) => shared.init(options),
      increment: (client) => (asked.push('increment'), shared.increment(client)),
      get: (client) => (asked.push('get'), shared.get(client)),
      decrement: (client) => shared.decrement(client),
      resetKey: (client) => shared.resetKey(client),
    });
    const gateway = await createTestGateway({
      rateLimits: limits({ login: 1 }),
      rateLimitStores: stores,
    });
    const statuses = [];
    for (let i = 0; i < 5; i += 1) statuses.push((await logIn(gateway, HOME)).status);
    expect(statuses).toEqual([200, 429, 429, 429, 429]);
    expect(asked).toEqual(['increment', 'increment']);
    shared.shutdown();
  });

  it('reads the socket address when served by @hono/node-server, as `npm run gateway` is', async () => {
    const gateway = await createTestGateway({ rateLimits: limits({ login: 2 }) });
    const server = serve({ fetch: gateway.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
          body: JSON.stringify(LOGIN),
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([200, 200, 429]);
    } finally {
      server.close();
    }
  });
});
