import { createWebLocksRenewalLock } from '@/features/session/state/renewal-lock';
import { SESSION_KIND_COOKIE } from '@/features/session/state/session-cookies';
import { REFRESH_AVAILABLE_COOKIE } from '@/lib/gateway/contract/auth-cookies';
import { createGatewayClient, type GatewayClient } from '@/lib/gateway/client';
import { refresh } from '@/lib/gateway/contract/auth';
import { submitReadings } from '@/lib/gateway/contract/readings';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { publicConfig } from '@/lib/public-config';
import { accountsWithWaitingReadings } from './kept-readings';
import { KEPT_READINGS_SYNC } from './kept-readings-sync';
import { REFUSAL_NOTIFICATION_URL, showRefusals } from './refusal-notification';
import { sendKeptReadings, type SendKept } from './send-kept-readings';

/*
 * The service worker's part, without React: TypeScript's worker types
 * cannot join the site's DOM ones, so the scope is described by what is used of it.
 */
interface ExtendableEventLike {
  waitUntil(promise: Promise<unknown>): void;
}
interface SyncEventLike extends ExtendableEventLike {
  tag: string;
}
interface NotificationClickLike extends ExtendableEventLike {
  notification: { close(): void; data?: unknown };
}
interface WindowClientLike {
  url: string;
  focus?(): Promise<unknown>;
}
export interface KeptReadingsWorkerScope {
  addEventListener(type: 'sync', listener: (event: SyncEventLike) => void): void;
  addEventListener(
    type: 'notificationclick',
    listener: (event: NotificationClickLike) => void,
  ): void;
  clients: {
    matchAll(options: {
      type: 'window';
      includeUncontrolled: boolean;
    }): Promise<readonly WindowClientLike[]>;
    openWindow(url: string): Promise<unknown>;
  };
  registration: Pick<ServiceWorkerRegistration, 'showNotification'>;
  location: { origin: string };
  fetch: typeof fetch;
  /** Chromium's Cookie Store, which reads the site's readable cookies in a worker. */
  cookieStore?: { get(name: string): Promise<{ value: string } | null | undefined> };
  navigator: { locks?: LockManager };
}

const READINGS_PATH = REFUSAL_NOTIFICATION_URL;

/** The site's windows, also those opened before this worker took charge of them. */
const siteWindows = (scope: KeptReadingsWorkerScope) =>
  scope.clients.matchAll({ type: 'window', includeUncontrolled: true });

const readingsPageOpen = async (scope: KeptReadingsWorkerScope) =>
  (await siteWindows(scope)).some((client) => new URL(client.url).pathname === READINGS_PATH);

/** The gateway client, typed by the contract, with the worker's fetch and the token given. */
const clientOf = (scope: KeptReadingsWorkerScope, token: string | null): GatewayClient =>
  createGatewayClient({
    baseUrl: publicConfig.gatewayUrl,
    accessToken: async () => token,
    fetch: (...args) => scope.fetch(...args),
  });

/**
 * A new access token from the HttpOnly refresh cookie, or null without a session. Inside the
 * tabs' renewal lock: the refresh token rotates, and one sent twice revokes the whole session.
 * Which refresh cookie to name is read from the site's note (a readable cookie) at the moment
 * of renewing rather than kept with the reading: the customer may have logged in again, the
 * other way, since the reading was kept, and naming the wrong cookie ends the session.
 */
async function renewedAccessToken(scope: KeptReadingsWorkerScope): Promise<string | null> {
  const { cookieStore, navigator } = scope;
  if (!cookieStore || !navigator.locks) return null;
  return createWebLocksRenewalLock(navigator.locks).run(async () => {
    if (!(await cookieStore.get(REFRESH_AVAILABLE_COOKIE))) return null;
    const note = await cookieStore.get(SESSION_KIND_COOKIE);
    // As the tabs resume: without the note, the session outlived a browser restart.
    const longLived = note ? note.value === 'true' : true;
    try {
      const session = await clientOf(scope, null).call(
        refresh,
        { body: { short_lived_refresh_token: longLived ? 'false' : 'true' } },
        { report: false },
      );
      return session.token;
    } catch (error) {
      if (error instanceof GatewayError && error.statusCode === 401) return null;
      throw error;
    }
  });
}

const sendWith =
  (scope: KeptReadingsWorkerScope, token: string): SendKept =>
  (accountId, submission, { idempotencyKey }) =>
    clientOf(scope, token).call(
      submitReadings,
      { params: { id: accountId }, body: submission },
      { idempotencyKey, report: false },
    );

/**
 * Sends every account's waiting readings, unless the readings page is open (its screen sends
 * them as the browser comes back online). Fails, for the browser to try again later, while a
 * reading waits on a lost signal or a server fault; without a session they wait for the
 * customer's next visit.
 */
export async function sendKeptReadingsFromWorker(scope: KeptReadingsWorkerScope): Promise<void> {
  const accounts = await accountsWithWaitingReadings();
  if (accounts.length === 0 || (await readingsPageOpen(scope))) return;
  const token = await renewedAccessToken(scope);
  if (!token) return;
  let retry: unknown = null;
  for (const accountId of accounts) {
    const { refused, stoppedBy } = await sendKeptReadings(accountId, sendWith(scope, token));
    await showRefusals(scope.registration, refused);
    if (stoppedBy && !(stoppedBy instanceof GatewayError && stoppedBy.statusCode === 401)) {
      retry = stoppedBy;
    }
  }
  if (retry) throw retry;
}

/** Focuses an open readings page, or opens one. */
async function openReadings(scope: KeptReadingsWorkerScope, url: string): Promise<void> {
  const open = (await siteWindows(scope)).find(
    (client) => new URL(client.url).pathname === url && client.focus,
  );
  await (open?.focus ? open.focus() : scope.clients.openWindow(url));
}

/**
 * The worker's Background Sync of kept readings, and the click on a refusal's notification.
 * Takes the worker's scope however the caller types it (the worker's entry sees a window's).
 */
export function installKeptReadingsSync(workerScope: object): void {
  const scope = workerScope as KeptReadingsWorkerScope;
  scope.addEventListener('sync', (event) => {
    if (event.tag === KEPT_READINGS_SYNC) event.waitUntil(sendKeptReadingsFromWorker(scope));
  });
  scope.addEventListener('notificationclick', (event) => {
    const { data } = event.notification;
    if ((data as { url?: unknown } | undefined)?.url !== READINGS_PATH) return;
    event.notification.close();
    event.waitUntil(openReadings(scope, READINGS_PATH));
  });
}
