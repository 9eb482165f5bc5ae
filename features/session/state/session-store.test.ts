import {
  createChannelHub,
  createFakeActivity,
  createFakeSessionServer,
  createFakeSessionSource,
  DAY,
  HOUR,
  type FakeSessionServer,
} from '@/tests/utils/session';
import { GatewayError, NETWORK_ERROR_MESSAGE } from '@/lib/gateway/gateway-error';
import { createInTabRenewalLock, type RenewalLock } from './renewal-lock';
import type { SessionChannel } from './session-channel';
import { SESSION_ENDED_MESSAGE } from './session-snapshot';
import { createSessionStore } from './session-store';
import { MAX_TIMER_DELAY_MS, RENEWAL_RETRY_FIRST_MS } from './timing';

const MINUTE = 60 * 1000;
const credentials = { email: 'alex@example.com', password: 'demo-password-2026' };

interface TabOptions {
  server: FakeSessionServer;
  lock?: RenewalLock;
  channel?: SessionChannel;
}

/** One browser tab: a session store over the fake gateway, with fake activity listeners. */
function openTab({ server, lock = createInTabRenewalLock(), channel }: TabOptions) {
  const source = createFakeSessionSource(server);
  const activity = createFakeActivity();
  /** The browser's chances to reconnect: `fire()` is the 'online' event. */
  const chances = createFakeActivity();
  const store = createSessionStore({
    source,
    lock,
    channel,
    watchActivity: (onActivity) => activity.watch(onActivity),
    watchReconnectChances: (onChance) => chances.watch(onChance),
    now: () => Date.now(),
  });
  /** The customer moves the mouse `ms` from now; any renewal it starts then settles. */
  const activeAfter = async (ms: number) => {
    await vi.advanceTimersByTimeAsync(ms);
    activity.fire();
    await vi.advanceTimersByTimeAsync(0);
  };
  return { store, source, activity, chances, activeAfter };
}

/** A tab where Alex has just logged in. */
async function signedInTab(keepSignedIn: boolean, server = createFakeSessionServer()) {
  const tab = openTab({ server });
  await tab.store.start();
  await tab.store.logIn({ ...credentials, keepSignedIn });
  return { ...tab, server };
}

beforeEach(() => {
  vi.useFakeTimers({ now: Date.parse('2026-11-21T09:00:00Z') });
});

afterEach(() => {
  vi.useRealTimers();
});

describe('starting a page', () => {
  it('is signed out at once, asking nobody, when the browser has no session to resume', async () => {
    const server = createFakeSessionServer();
    const { store } = openTab({ server });
    expect(store.getSnapshot().status).toBe('unknown');

    await store.start();

    expect(store.getSnapshot().status).toBe('signedOut');
    expect(server.calls.refresh).toBe(0);
  });

  it('resumes the session silently when the refresh cookie says there is one', async () => {
    const server = createFakeSessionServer();
    server.issue(true);
    const { store } = openTab({ server });

    const started = store.start();
    expect(store.getSnapshot().status).toBe('restoring');
    await started;

    expect(store.getSnapshot()).toMatchObject({
      status: 'signedIn',
      email: 'alex@example.com',
      longLived: true,
    });
    expect(server.calls.refresh).toBe(1);
  });

  it('is signed out, with no message, when the session cannot be resumed', async () => {
    const server = createFakeSessionServer();
    server.issue(false);
    server.revoke();
    const { store } = openTab({ server });

    await store.start();

    expect(store.getSnapshot()).toMatchObject({ status: 'signedOut', endedMessage: null });
  });

  it('keeps a login sent before the page started, without resuming it again', async () => {
    const server = createFakeSessionServer();
    const { store } = openTab({ server });
    await store.logIn({ ...credentials, keepSignedIn: false });

    await store.start();

    expect(store.getSnapshot()).toMatchObject({ status: 'signedIn', email: 'alex@example.com' });
    expect(server.calls.refresh).toBe(0);
  });
});

describe('renewal on activity', () => {
  it('renews a long-lived session on activity only once 24 hours have passed', async () => {
    const { store, server, activeAfter } = await signedInTab(true);

    await activeAfter(24 * HOUR - MINUTE);
    expect(server.calls.refresh).toBe(0);
    await activeAfter(MINUTE);
    expect(server.calls.refresh).toBe(1);
    expect(store.getSnapshot().status).toBe('signedIn');
  });

  it('renews a 2-hour session after a quarter of its time, then a quarter of what is left', async () => {
    const { server, activeAfter } = await signedInTab(false);

    await activeAfter(29 * MINUTE);
    expect(server.calls.refresh).toBe(0);
    await activeAfter(MINUTE);
    expect(server.calls.refresh).toBe(1);

    // Renewed at 30 minutes with a fresh 2 hours: due again 30 minutes later.
    await activeAfter(29 * MINUTE);
    expect(server.calls.refresh).toBe(1);
    await activeAfter(MINUTE);
    expect(server.calls.refresh).toBe(2);
  });

  it('renews on activity while the warning before the end is showing (SPEC §4)', async () => {
    const { store, server, activeAfter } = await signedInTab(false);
    expect(store.getSnapshot().expiresAt).toBe(Date.now() + 2 * HOUR);

    await activeAfter(2 * HOUR - 5 * MINUTE);
    expect(server.calls.refresh).toBe(1);
    expect(store.getSnapshot().expiresAt).toBe(Date.now() + 2 * HOUR);
    await expect(store.renew()).resolves.toBe(true);
    expect(server.calls.refresh).toBe(2);
  });

  it('clears everything when a renewal fails: session, listeners, cookies, and says so', async () => {
    const { store, server, source, activity } = await signedInTab(false);
    expect(activity.watching).toBe(true);

    server.revoke();
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    await expect(store.renew()).resolves.toBe(false);

    expect(store.getSnapshot()).toEqual({
      status: 'signedOut',
      email: null,
      longLived: false,
      expiresAt: null,
      endedMessage: SESSION_ENDED_MESSAGE,
      offline: false,
    });
    expect(activity.watching).toBe(false);
    expect(source.forgotten).toBe(1);
    expect(await store.getAccessToken()).toBeNull();
  });

  it('ends the session, with the message, when activity finds the renewal refused', async () => {
    const { store, server, activeAfter } = await signedInTab(false);

    server.revoke();
    await activeAfter(30 * MINUTE);

    expect(store.getSnapshot()).toMatchObject({
      status: 'signedOut',
      endedMessage: 'Your session has ended. Please log in again.',
    });
  });
});

describe('without a signal (issue 47)', () => {
  /** A 2-hour session 30 minutes in (renewal due), with the gateway out of reach. */
  async function offlineTab() {
    const tab = await signedInTab(false);
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    tab.server.unreachable = true;
    return tab;
  }

  it('keeps the customer signed in when a renewal cannot reach the gateway, and says so', async () => {
    const { store, source, activity, chances } = await offlineTab();
    const expiresAt = store.getSnapshot().expiresAt;

    await expect(store.renew()).resolves.toBe(false);

    expect(store.getSnapshot()).toEqual({
      status: 'signedIn',
      email: 'alex@example.com',
      longLived: false,
      expiresAt,
      endedMessage: null,
      offline: true,
    });
    expect(source.forgotten).toBe(0);
    expect(activity.watching).toBe(true);
    expect(chances.watching).toBe(true);
  });

  it('still ends the session when the gateway answers 401', async () => {
    const { store, server } = await offlineTab();
    await store.renew();
    server.unreachable = false;
    server.revoke();

    await vi.advanceTimersByTimeAsync(RENEWAL_RETRY_FIRST_MS);

    expect(store.getSnapshot()).toMatchObject({
      status: 'signedOut',
      endedMessage: SESSION_ENDED_MESSAGE,
      offline: false,
    });
  });

  it('tries again on a backoff, 5 s then twice as long each time, and recovers without a login', async () => {
    const { store, server } = await offlineTab();
    await store.renew();
    expect(server.calls.refresh).toBe(1);

    await vi.advanceTimersByTimeAsync(RENEWAL_RETRY_FIRST_MS);
    expect(server.calls.refresh).toBe(2);
    await vi.advanceTimersByTimeAsync(2 * RENEWAL_RETRY_FIRST_MS - 1);
    expect(server.calls.refresh).toBe(2);
    await vi.advanceTimersByTimeAsync(1);
    expect(server.calls.refresh).toBe(3);

    server.unreachable = false;
    await vi.advanceTimersByTimeAsync(4 * RENEWAL_RETRY_FIRST_MS);

    expect(store.getSnapshot()).toMatchObject({
      status: 'signedIn',
      offline: false,
      expiresAt: Date.now() + 2 * HOUR,
    });
    const refreshes = server.calls.refresh;
    await vi.advanceTimersByTimeAsync(10 * MINUTE);
    expect(server.calls.refresh).toBe(refreshes);
  });

  it('tries again at once when the browser is back online, and stops watching once renewed', async () => {
    const { store, server, chances } = await offlineTab();
    await store.renew();

    server.unreachable = false;
    chances.fire();
    await vi.advanceTimersByTimeAsync(0);

    expect(server.calls.refresh).toBe(2);
    expect(store.getSnapshot()).toMatchObject({ status: 'signedIn', offline: false });
    expect(chances.watching).toBe(false);
  });

  it('gives calls the token while it lasts, then fails them as a network failure, not signed out', async () => {
    const { store } = await offlineTab();

    expect(await store.getAccessToken()).toBe('access-1');
    await vi.advanceTimersByTimeAsync(30 * MINUTE);

    const failure = await store.getAccessToken().catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(GatewayError);
    expect(failure).toMatchObject({ message: NETWORK_ERROR_MESSAGE });
    expect(store.getSnapshot()).toMatchObject({ status: 'signedIn', offline: true });
  });

  it('still ends an idle session on time while offline', async () => {
    const { store } = await offlineTab();
    await store.renew();

    await vi.advanceTimersByTimeAsync(90 * MINUTE - 1);
    expect(store.getSnapshot().status).toBe('signedIn');
    await vi.advanceTimersByTimeAsync(1);

    expect(store.getSnapshot()).toMatchObject({
      status: 'signedOut',
      endedMessage: SESSION_ENDED_MESSAGE,
      offline: false,
    });
  });

  it('leaves the renewing to the backoff while offline, however much the customer moves', async () => {
    const { store, server, activeAfter } = await offlineTab();
    await store.renew();

    await activeAfter(1000);
    await activeAfter(1000);

    expect(server.calls.refresh).toBe(1);
  });

  it('keeps restoring a session it cannot resume, failing calls as a network failure until it can', async () => {
    const server = createFakeSessionServer();
    server.issue(false);
    server.unreachable = true;
    const { store, source } = openTab({ server });

    await store.start();

    expect(store.getSnapshot()).toMatchObject({ status: 'restoring', offline: true });
    expect(source.forgotten).toBe(0);
    await expect(store.getAccessToken()).rejects.toThrow(NETWORK_ERROR_MESSAGE);

    server.unreachable = false;
    await vi.advanceTimersByTimeAsync(RENEWAL_RETRY_FIRST_MS);

    expect(store.getSnapshot()).toMatchObject({ status: 'signedIn', offline: false });
    expect(await store.getAccessToken()).toBe('access-2');
  });
});

describe('the end-of-session timer', () => {
  it('ends an idle 2-hour session when its refresh token expires', async () => {
    const { store } = await signedInTab(false);

    await vi.advanceTimersByTimeAsync(2 * HOUR - 1);
    expect(store.getSnapshot().status).toBe('signedIn');
    await vi.advanceTimersByTimeAsync(1);
    expect(store.getSnapshot()).toMatchObject({
      status: 'signedOut',
      endedMessage: SESSION_ENDED_MESSAGE,
    });
  });

  it('waits at most 2^31 - 1 ms at a time, so a 30-day session neither ends early nor at once', async () => {
    const setTimeoutSpy = vi.spyOn(globalThis, 'setTimeout');
    const { store } = await signedInTab(true);

    expect(setTimeoutSpy).toHaveBeenCalledWith(expect.any(Function), MAX_TIMER_DELAY_MS);
    await vi.advanceTimersByTimeAsync(MAX_TIMER_DELAY_MS);
    expect(store.getSnapshot().status).toBe('signedIn');
    await vi.advanceTimersByTimeAsync(30 * DAY - MAX_TIMER_DELAY_MS);
    expect(store.getSnapshot().status).toBe('signedOut');
  });
});

describe('tokens for gateway calls', () => {
  it('gives the current token while it is fresh, and renews first when it is about to expire', async () => {
    const { store, server } = await signedInTab(true);

    expect(await store.getAccessToken()).toBe('access-1');
    await vi.advanceTimersByTimeAsync(59 * MINUTE);
    expect(await store.getAccessToken()).toBe('access-2');
    expect(server.calls.refresh).toBe(1);
  });

  it('waits for the session to be resumed before answering', async () => {
    const server = createFakeSessionServer();
    server.issue(true);
    const { store } = openTab({ server });
    void store.start();

    expect(await store.getAccessToken()).toBe('access-2');
  });

  it('is null when nobody is signed in', async () => {
    const { store } = openTab({ server: createFakeSessionServer() });
    await store.start();
    expect(await store.getAccessToken()).toBeNull();
  });
});

describe('logging in and out', () => {
  it('keeps the session unchanged when the login is refused', async () => {
    const server = createFakeSessionServer();
    const { store, source } = openTab({ server });
    await store.start();
    source.logIn = async () => Promise.reject(new Error('Email or password is incorrect'));

    await expect(store.logIn({ ...credentials, keepSignedIn: true })).rejects.toThrow(
      'Email or password is incorrect',
    );
    expect(store.getSnapshot().status).toBe('signedOut');
  });

  it('logs out at the gateway and clears the session, its listeners and cookies', async () => {
    const { store, server, source, activity } = await signedInTab(true);

    await store.logOut();

    expect(server.calls.logOut).toBe(1);
    expect(store.getSnapshot()).toMatchObject({ status: 'signedOut', endedMessage: null });
    expect(activity.watching).toBe(false);
    expect(source.forgotten).toBe(1);
    expect(await store.getAccessToken()).toBeNull();
  });
});

describe('two tabs', () => {
  async function twoSignedInTabs(lockFor: () => RenewalLock) {
    const server = createFakeSessionServer();
    const hub = createChannelHub();
    const first = openTab({ server, lock: lockFor(), channel: hub.connect() });
    const second = openTab({ server, lock: lockFor(), channel: hub.connect() });
    await first.store.start();
    await second.store.start();
    await first.store.logIn({ ...credentials, keepSignedIn: false });
    await vi.advanceTimersByTimeAsync(0);
    return { server, first, second };
  }

  it('share a login: the other tab signs in too', async () => {
    const { second } = await twoSignedInTabs(createInTabRenewalLock);
    expect(second.store.getSnapshot()).toMatchObject({
      status: 'signedIn',
      email: 'alex@example.com',
    });
    expect(await second.store.getAccessToken()).toBe('access-1');
  });

  it('renew once when both are due at the same moment, and both get the new token', async () => {
    const shared = createInTabRenewalLock();
    const { server, first, second } = await twoSignedInTabs(() => shared);

    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    first.activity.fire();
    second.activity.fire();
    await vi.advanceTimersByTimeAsync(0);

    expect(server.calls.refresh).toBe(1);
    expect(server.revoked).toBe(false);
    expect(await first.store.getAccessToken()).toBe('access-2');
    expect(await second.store.getAccessToken()).toBe('access-2');
  });

  it('without the shared lock, the second refresh reuses a rotated token and loses the session', async () => {
    const { server, first, second } = await twoSignedInTabs(createInTabRenewalLock);

    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    first.activity.fire();
    second.activity.fire();
    await vi.advanceTimersByTimeAsync(0);

    expect(server.revoked).toBe(true);
  });

  it('share a renewal: the end of the session moves on in the other tab too', async () => {
    const { first, second } = await twoSignedInTabs(createInTabRenewalLock);

    await vi.advanceTimersByTimeAsync(2 * HOUR - 4 * MINUTE);
    await first.store.renew();
    await vi.advanceTimersByTimeAsync(0);

    expect(second.store.getSnapshot().expiresAt).toBe(Date.now() + 2 * HOUR);
  });

  it('do not take one tab going offline for a sign-out', async () => {
    const { server, first, second } = await twoSignedInTabs(createInTabRenewalLock);
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    server.unreachable = true;

    await first.store.renew();
    await vi.advanceTimersByTimeAsync(0);

    expect(first.store.getSnapshot()).toMatchObject({ status: 'signedIn', offline: true });
    expect(second.store.getSnapshot()).toMatchObject({
      status: 'signedIn',
      email: 'alex@example.com',
      endedMessage: null,
    });
  });

  it('share a reconnection: the other tab leaves offline too once one renews', async () => {
    const { server, first, second } = await twoSignedInTabs(createInTabRenewalLock);
    await vi.advanceTimersByTimeAsync(30 * MINUTE);
    server.unreachable = true;
    await first.store.renew();
    await second.store.renew();

    server.unreachable = false;
    first.chances.fire();
    await vi.advanceTimersByTimeAsync(0);

    expect(second.store.getSnapshot()).toMatchObject({ status: 'signedIn', offline: false });
    expect(second.chances.watching).toBe(false);
  });

  it('sign out together: logging out in one tab signs the other out', async () => {
    const { first, second } = await twoSignedInTabs(createInTabRenewalLock);

    await first.store.logOut();
    await vi.advanceTimersByTimeAsync(0);

    expect(second.store.getSnapshot()).toMatchObject({
      status: 'signedOut',
      expiresAt: null,
      endedMessage: null,
    });
    expect(second.activity.watching).toBe(false);
  });
});
