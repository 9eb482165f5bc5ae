import { act, waitFor } from '@testing-library/react';
import type { SessionStores } from '@/features/session/state/browser-session';
import { createInTabRenewalLock } from '@/features/session/state/renewal-lock';
import type { SessionChannel, SessionMessage } from '@/features/session/state/session-channel';
import type { SessionGrant } from '@/features/session/state/session-grant';
import type {
  Credentials,
  SecondFactorDone,
  SecondFactorNeeded,
  SessionSource,
} from '@/features/session/state/session-source';
import { createSessionStore } from '@/features/session/state/session-store';
import {
  createUserStatusStore,
  type UserStatusDeps,
} from '@/features/session/state/user-status-store';
import {
  LOGIN_AGAIN_MESSAGE,
  WRONG_CODE_MESSAGE,
  type SecondFactorChallenge,
  type Session,
} from '@/lib/gateway/contract/auth';
import { GatewayError, NETWORK_ERROR_MESSAGE } from '@/lib/gateway/gateway-error';
import { makeAccountState } from '@/lib/gateway/testing/make-account-state';
import { makeAccountSummary, makeCustomer } from './account';

export const HOUR = 60 * 60 * 1000;
export const DAY = 24 * HOUR;

/** A login or refresh answer, issued at `now`; override anything. */
export function makeGatewaySession(
  { now = Date.now(), longLived = false } = {},
  overrides: Partial<Session> = {},
): Session {
  return {
    token: `access-${now}`,
    exp: new Date(now + HOUR).toISOString(),
    email: 'alex@example.com',
    refresh_token_exp: new Date(now + (longLived ? 30 * DAY : 2 * HOUR)).toISOString(),
    ...overrides,
  };
}

export function makeSessionGrant(
  options: { now?: number; longLived?: boolean } = {},
  overrides: Partial<Session> = {},
): SessionGrant {
  return { session: makeGatewaySession(options, overrides), longLived: options.longLived ?? false };
}

const unauthorized = () => new GatewayError('Your session has ended. Please log in again.', 401);

/**
 * The reference gateway's session rules in miniature, with one browser's cookie jar: each
 * refresh rotates the token, and a rotated token presented again revokes the session.
 */
export function createFakeSessionServer({ now = () => Date.now() } = {}) {
  let issued = 0;
  const rotated = new Set<string>();
  const server = {
    jar: { refreshToken: null as string | null, longLived: false },
    revoked: false,
    /** While true, refreshes fail as the gateway client fails without a signal. */
    unreachable: false,
    calls: { logIn: 0, refresh: 0, logOut: 0 },
    /** The next refresh fails as if the gateway had revoked the session. */
    revoke() {
      server.revoked = true;
    },
    issue(longLived: boolean): Session {
      issued += 1;
      server.jar = { refreshToken: `refresh-${issued}`, longLived };
      return makeGatewaySession({ now: now(), longLived }, { token: `access-${issued}` });
    },
    /**
     * Staff, whose login waits for a second factor: `challenge` is what the password answers,
     * `code` the code that finishes it (a recovery code when `recoveryCodesLeft` is set), and
     * `recoveryCodes` what finishing an enrolment gives.
     */
    staff: null as null | {
      email: string;
      challenge: SecondFactorChallenge;
      code: string;
      recoveryCodes?: string[];
      recoveryCodesLeft?: number;
    },
    async logIn({ email, keepSignedIn }: Credentials): Promise<SessionGrant | SecondFactorNeeded> {
      server.calls.logIn += 1;
      server.revoked = false;
      await Promise.resolve();
      if (server.staff?.email === email) return { secondFactor: server.staff.challenge };
      return { session: server.issue(keepSignedIn), longLived: keepSignedIn };
    },
    async completeLogIn(challenge: string, code: string): Promise<SecondFactorDone> {
      await Promise.resolve();
      const staff = server.staff;
      if (!staff || challenge !== staff.challenge.challenge)
        throw new GatewayError(LOGIN_AGAIN_MESSAGE, 401);
      if (code !== staff.code)
        throw new GatewayError(WRONG_CODE_MESSAGE, 422, {
          fields: [{ path: 'body.code', message: WRONG_CODE_MESSAGE }],
        });
      const { recoveryCodes, recoveryCodesLeft } = staff;
      return {
        grant: { session: server.issue(false), longLived: false },
        ...(recoveryCodes ? { recoveryCodes } : {}),
        ...(recoveryCodesLeft === undefined ? {} : { recoveryCodesLeft }),
      };
    },
    async refresh(longLived: boolean): Promise<SessionGrant> {
      server.calls.refresh += 1;
      // The browser sends the cookie it holds when the request leaves.
      const sent = server.jar.refreshToken;
      await Promise.resolve();
      await Promise.resolve();
      if (server.unreachable) throw new GatewayError(NETWORK_ERROR_MESSAGE, 500);
      if (!sent || server.revoked) throw unauthorized();
      if (rotated.has(sent)) {
        server.revoked = true;
        throw unauthorized();
      }
      rotated.add(sent);
      return { session: server.issue(longLived), longLived };
    },
    async logOut() {
      server.calls.logOut += 1;
      server.revoked = true;
      server.jar = { refreshToken: null, longLived: false };
    },
  };
  return server;
}
export type FakeSessionServer = ReturnType<typeof createFakeSessionServer>;

/** A tab's view of the fake gateway, as the session store sees its source. */
export function createFakeSessionSource(server: FakeSessionServer) {
  return {
    forgotten: 0,
    connect: async () => {},
    canResume: () => server.jar.refreshToken !== null,
    // As the gateway source: a refusal resumes nothing, a failure to reach the gateway fails.
    resume: async () =>
      server.jar.refreshToken
        ? server.refresh(server.jar.longLived).catch((error: unknown) => {
            if (error instanceof GatewayError && error.statusCode === 401) return null;
            throw error;
          })
        : null,
    renew: (longLived: boolean) => server.refresh(longLived),
    logIn: (credentials: Credentials) => server.logIn(credentials),
    completeLogIn: (challenge: string, code: string) => server.completeLogIn(challenge, code),
    logOut: () => server.logOut(),
    forget() {
      this.forgotten += 1;
    },
  } satisfies SessionSource & { forgotten: number };
}

/** The tabs of one browser: what one posts, the others receive (asynchronously). */
export function createChannelHub() {
  const listeners = new Set<{ owner: object; listener: (message: SessionMessage) => void }>();
  return {
    connect(): SessionChannel {
      const owner = {};
      return {
        post(message) {
          for (const entry of listeners) {
            if (entry.owner !== owner) queueMicrotask(() => entry.listener(message));
          }
        },
        subscribe(listener) {
          const entry = { owner, listener };
          listeners.add(entry);
          return () => listeners.delete(entry);
        },
      };
    },
  };
}

/** Stands in for the window's activity listeners: `fire()` is a mouse move. */
export function createFakeActivity() {
  let current: (() => void) | null = null;
  return {
    watch(onActivity: () => void) {
      current = onActivity;
      return () => {
        current = null;
      };
    },
    get watching() {
      return current !== null;
    },
    fire() {
      current?.();
    },
  };
}

/**
 * A tab's session stores over the fake gateway, for rendering screens under SessionProvider;
 * `signIn()` logs in as Alex (or whoever `loadMe` returns).
 */
export function createTestSessionStores({
  server = createFakeSessionServer(),
  source = createFakeSessionSource(server),
  loadMe = async () => ({ customer: makeCustomer(), accounts: [makeAccountSummary()] }),
  loadState = async (accountId: number) => makeAccountState({ accountId }),
  channel,
}: {
  server?: FakeSessionServer;
  source?: SessionSource;
  /** Another tab's channel from the same createChannelHub(), to test tabs together. */
  channel?: SessionChannel;
  loadMe?: UserStatusDeps['loadMe'];
  loadState?: UserStatusDeps['loadState'];
} = {}) {
  const stores: SessionStores = {
    session: createSessionStore({ source, lock: createInTabRenewalLock(), channel }),
    userStatus: createUserStatusStore({ loadMe, loadState, storage: null }),
  };
  return {
    stores,
    server,
    signIn: async (keepSignedIn = true) => {
      await stores.session.start();
      await stores.session.logIn({ email: 'alex@example.com', password: 'pw', keepSignedIn });
    },
  };
}

/**
 * Signs a tab rendered under SessionProvider in, and waits until the customer's account state
 * has loaded (real timers only).
 */
export async function signInAndLoadStatus(test: ReturnType<typeof createTestSessionStores>) {
  await act(() => test.signIn());
  await waitFor(() => expect(test.stores.userStatus.getSnapshot().phase).toBe('ready'));
}
