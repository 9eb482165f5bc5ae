import 'fake-indexeddb/auto';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SESSION_RENEWAL_LOCK } from '@/features/session/state/renewal-lock';
import type { ReadingSubmission } from '@/lib/gateway/contract/readings';
import { installKeptReadingsSync, type KeptReadingsWorkerScope } from './background-sync';
import { forgetReading, keepReading, keptReadingsOf } from './kept-readings';
import { KEPT_READINGS_SYNC } from './kept-readings-sync';

// Each test keeps the readings of an account of its own: one database serves the file.
let nextAccount = 500;
const newAccount = () => (nextAccount += 1);
const kept: number[] = [];

const submission = (value: number): ReadingSubmission => ({
  meterPointId: 7,
  readOn: '2026-11-20',
  readings: [{ registerId: 70, value }],
});

async function keepThree() {
  const account = newAccount();
  kept.push(account);
  await keepReading(account, submission(300), 'key-c', new Date('2026-11-20T10:02:00Z'));
  await keepReading(account, submission(100), 'key-a', new Date('2026-11-20T10:00:00Z'));
  await keepReading(account, submission(200), 'key-b', new Date('2026-11-20T10:01:00Z'));
  return account;
}

const json = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
const session = (token: string) =>
  json(200, {
    token,
    exp: '2026-11-20T10:15:00Z',
    email: 'isla@example.com',
    refresh_token_exp: '2026-12-20T10:00:00Z',
  });
/** The gateway's answer to a reading it records. */
const recorded = () => json(201, { readings: [], replacedEstimates: [] });

interface Call {
  path: string;
  body: unknown;
  headers: Record<string, string>;
  locksHeld: string[];
}

/** A worker's scope: its cookies, the locks it holds, its fetches, windows and notifications. */
function fakeScope({
  cookies = { website_refresh_token_available: 'true', website_session_long_lived: 'true' },
  windows = [] as { url: string; focus: () => Promise<unknown> }[],
  answer = (call: Call): Response | Promise<Response> =>
    call.path === '/api/v1/auth/refresh' ? session('token-1') : recorded(),
}: {
  cookies?: Record<string, string>;
  windows?: { url: string; focus: () => Promise<unknown> }[];
  answer?: (call: Call) => Response | Promise<Response>;
} = {}) {
  const held: string[] = [];
  const calls: Call[] = [];
  const listeners = new Map<string, (event: never) => void>();
  const locks = {
    request: async (name: string, task: () => Promise<unknown>) => {
      held.push(name);
      try {
        return await task();
      } finally {
        held.splice(held.indexOf(name), 1);
      }
    },
  } as unknown as LockManager;
  const scope = {
    addEventListener: (type: string, listener: (event: never) => void) =>
      listeners.set(type, listener),
    clients: { matchAll: vi.fn(async () => windows), openWindow: vi.fn(async () => null) },
    registration: { showNotification: vi.fn(async () => undefined) },
    location: { origin: 'https://www.so.energy' },
    fetch: vi.fn(async (url: string | URL | Request, init?: RequestInit) => {
      const call = {
        path: String(url),
        body: JSON.parse(String(init?.body)),
        headers: Object.fromEntries(new Headers(init?.headers)),
        locksHeld: [...held],
      };
      calls.push(call);
      return answer(call);
    }),
    cookieStore: {
      get: async (name: string) => (name in cookies ? { value: cookies[name]! } : null),
    },
    navigator: { locks },
  } satisfies KeptReadingsWorkerScope;
  installKeptReadingsSync(scope);

  /** The browser's Background Sync: resolves, or rejects for the browser to try again. */
  function sync(tag = KEPT_READINGS_SYNC): Promise<unknown> {
    let done: Promise<unknown> = Promise.resolve('not handled');
    listeners.get('sync')!({
      tag,
      waitUntil: (promise: Promise<unknown>) => (done = promise),
    } as never);
    return done;
  }
  function click(data: unknown) {
    let done: Promise<unknown> = Promise.resolve();
    const close = vi.fn();
    listeners.get('notificationclick')!({
      notification: { close, data },
      waitUntil: (promise: Promise<unknown>) => (done = promise),
    } as never);
    return { done, close };
  }
  const readingCalls = () => calls.filter((call) => call.path.endsWith('/readings'));
  return { scope, calls, readingCalls, sync, click };
}

const keysOf = async (account: number) =>
  (await keptReadingsOf(account)).map((reading) => [reading.idempotencyKey, reading.refusal]);

let permission: NotificationPermission = 'default';
beforeEach(() => {
  permission = 'default';
  vi.stubGlobal('Notification', {
    get permission() {
      return permission;
    },
  });
});
afterEach(async () => {
  vi.unstubAllGlobals();
  for (const account of kept.splice(0)) {
    for (const reading of await keptReadingsOf(account)) await forgetReading(reading);
  }
});

describe('the service worker’s Background Sync of readings kept on the device', () => {
  it('renews the session inside the tabs’ renewal lock, then sends each reading once, oldest first, with its own key', async () => {
    const account = await keepThree();
    const worker = fakeScope();

    await expect(worker.sync()).resolves.toBeUndefined();

    expect(worker.calls[0]).toEqual({
      path: '/api/v1/auth/refresh',
      body: { short_lived_refresh_token: 'false' },
      headers: expect.any(Object),
      locksHeld: [SESSION_RENEWAL_LOCK],
    });
    expect(
      worker
        .readingCalls()
        .map(({ path, body, headers }) => [
          path,
          body,
          headers['idempotency-key'],
          headers.authorization,
        ]),
    ).toEqual([
      [`/api/v1/accounts/${account}/readings`, submission(100), 'key-a', 'Bearer token-1'],
      [`/api/v1/accounts/${account}/readings`, submission(200), 'key-b', 'Bearer token-1'],
      [`/api/v1/accounts/${account}/readings`, submission(300), 'key-c', 'Bearer token-1'],
    ]);
    expect(await keptReadingsOf(account)).toEqual([]);

    await worker.sync();
    expect(worker.readingCalls()).toHaveLength(3);
  });

  it('names the short-lived refresh cookie when the site’s note says the session is short-lived', async () => {
    await keepThree();
    const worker = fakeScope({
      cookies: { website_refresh_token_available: 'true', website_session_long_lived: 'false' },
    });
    await worker.sync();
    expect(worker.calls[0]?.body).toEqual({ short_lived_refresh_token: 'true' });
  });

  it('stops at a lost signal, keeping that reading and those after it, and fails for the browser to try again', async () => {
    const account = await keepThree();
    let readings = 0;
    const worker = fakeScope({
      answer: (call) => {
        if (call.path === '/api/v1/auth/refresh') return session('token-1');
        readings += 1;
        if (readings === 2) throw new TypeError('Failed to fetch');
        return recorded();
      },
    });

    await expect(worker.sync()).rejects.toThrow(/could not reach our servers/);
    expect(worker.readingCalls()).toHaveLength(2);
    expect(await keysOf(account)).toEqual([
      ['key-b', null],
      ['key-c', null],
    ]);
  });

  it('leaves the readings kept for the next visit when there is no session to renew', async () => {
    const account = await keepThree();
    const ended = fakeScope({
      answer: () => json(401, { message: 'Your session has expired.', statusCode: 401 }),
    });
    await expect(ended.sync()).resolves.toBeUndefined();
    expect(ended.readingCalls()).toEqual([]);

    const signedOut = fakeScope({ cookies: {} });
    await expect(signedOut.sync()).resolves.toBeUndefined();
    expect(signedOut.calls).toEqual([]);
    expect(await keysOf(account)).toHaveLength(3);
  });

  it('leaves the readings kept when the gateway no longer takes the session', async () => {
    const account = await keepThree();
    const worker = fakeScope({
      answer: (call) =>
        call.path === '/api/v1/auth/refresh'
          ? session('token-1')
          : json(401, { message: 'Your session has ended.', statusCode: 401 }),
    });
    await expect(worker.sync()).resolves.toBeUndefined();
    expect(worker.readingCalls()).toHaveLength(1);
    expect(await keysOf(account)).toHaveLength(3);
  });

  it('leaves the sending to the readings page when one is open', async () => {
    const account = await keepThree();
    const worker = fakeScope({
      windows: [{ url: 'https://www.so.energy/accounts/readings', focus: vi.fn() }],
    });
    await worker.sync();
    expect(worker.calls).toEqual([]);
    expect(await keysOf(account)).toHaveLength(3);
    // Also a page opened before the worker took charge of it.
    expect(worker.scope.clients.matchAll).toHaveBeenCalledWith({
      type: 'window',
      includeUncontrolled: true,
    });
  });

  it('answers no other sync', async () => {
    await keepThree();
    const worker = fakeScope();
    expect(await worker.sync('another-sync')).toBe('not handled');
    expect(worker.calls).toEqual([]);
  });

  it('keeps a reading refused as it arrives, sends the rest, and tells the customer who allowed notifications', async () => {
    permission = 'granted';
    const account = await keepThree();
    const refusal = 'We already have a reading for 20 November 2026.';
    const worker = fakeScope({
      answer: ({ path, headers }) => {
        if (path === '/api/v1/auth/refresh') return session('token-1');
        return headers['idempotency-key'] === 'key-b'
          ? json(409, { message: refusal, statusCode: 409 })
          : recorded();
      },
    });

    await expect(worker.sync()).resolves.toBeUndefined();
    expect(worker.readingCalls()).toHaveLength(3);
    expect(await keysOf(account)).toEqual([['key-b', refusal]]);
    expect(worker.scope.registration.showNotification).toHaveBeenCalledTimes(1);
    expect(worker.scope.registration.showNotification).toHaveBeenCalledWith(
      "Your meter reading wasn't taken",
      expect.objectContaining({
        body: expect.stringContaining(refusal),
        tag: 'kept-reading-key-b',
      }),
    );
  });

  it('shows no notification to a customer who has not allowed them', async () => {
    await keepThree();
    const worker = fakeScope({
      answer: ({ path }) =>
        path === '/api/v1/auth/refresh'
          ? session('token-1')
          : json(409, { message: 'We already have a reading.', statusCode: 409 }),
    });
    await worker.sync();
    expect(worker.readingCalls()).toHaveLength(3);
    expect(worker.scope.registration.showNotification).not.toHaveBeenCalled();
  });
});

describe('a click on a refusal’s notification', () => {
  it('focuses an open readings page', async () => {
    const focus = vi.fn(async () => undefined);
    const worker = fakeScope({
      windows: [
        { url: 'https://www.so.energy/accounts/balance', focus: vi.fn() },
        { url: 'https://www.so.energy/accounts/readings', focus },
      ],
    });
    const { done, close } = worker.click({ url: '/accounts/readings' });
    await done;
    expect(close).toHaveBeenCalled();
    expect(focus).toHaveBeenCalledTimes(1);
    expect(worker.scope.clients.openWindow).not.toHaveBeenCalled();
  });

  it('opens the readings page when none is open', async () => {
    const worker = fakeScope({
      windows: [{ url: 'https://www.so.energy/accounts/balance', focus: vi.fn() }],
    });
    await worker.click({ url: '/accounts/readings' }).done;
    expect(worker.scope.clients.openWindow).toHaveBeenCalledWith('/accounts/readings');
  });

  it('leaves other notifications alone', async () => {
    const worker = fakeScope();
    const { done, close } = worker.click({ url: '/somewhere-else' });
    await done;
    expect(close).not.toHaveBeenCalled();
    expect(worker.scope.clients.openWindow).not.toHaveBeenCalled();
  });
});
