import { createReconnection } from './reconnection';
import { endsSession, unreachable } from './renewal-failure';
import type { SessionStore, SessionStoreDeps } from './session-store-api';
import type { SessionMessage } from './session-channel';
import type { SessionGrant } from './session-grant';
import {
  hasSessionExpired,
  isRenewalDue,
  needsRenewalBeforeCall,
  nextRenewalAt,
  sessionEndDelay,
  type SessionTimes,
} from './timing';
import {
  initialSessionSnapshot,
  SessionEndedError,
  SESSION_ENDED_MESSAGE,
  type SessionSnapshot,
} from './session-snapshot';

export type { SessionStore, SessionStoreDeps } from './session-store-api';

/** SPEC §3 auth state, in memory only: the token never reaches storage or the snapshot. */
interface Auth extends SessionTimes {
  accessToken: string;
  email: string;
}

interface EndOptions {
  message: string | null;
  /** Tell the other tabs. */
  broadcast: boolean;
  /** Clear the readable cookies (not after a restore that merely could not reach the gateway). */
  forget: boolean;
}

export function createSessionStore(deps: SessionStoreDeps): SessionStore {
  const now = deps.now ?? Date.now;
  const listeners = new Set<() => void>();
  const unsubscribers: (() => void)[] = [];
  let snapshot = initialSessionSnapshot;
  let auth: Auth | null = null;
  /** Bumped by every sign-in and sign-out, so late async work can tell it is stale. */
  let version = 0;
  let started: Promise<void> | null = null;
  let renewing: Promise<string> | null = null;
  let endTimer: ReturnType<typeof setTimeout> | undefined;
  let stopActivity: (() => void) | null = null;
  const reconnection = createReconnection(reconnect, deps.watchReconnectChances);

  function publish(next: Partial<SessionSnapshot>) {
    snapshot = { ...snapshot, ...next };
    listeners.forEach((listener) => listener());
  }

  function scheduleEnd() {
    clearTimeout(endTimer);
    if (!auth) return;
    endTimer = setTimeout(
      () => {
        if (auth && hasSessionExpired(auth, now())) {
          end({ message: SESSION_ENDED_MESSAGE, broadcast: true, forget: true });
        } else {
          scheduleEnd();
        }
      },
      sessionEndDelay(auth, now()),
    );
  }

  // SPEC §4: activity once renewal is due renews, the expiry warning's last minutes included.
  // While the gateway is out of reach, the reconnection's tries stand in for activity's.
  function onActivity() {
    if (auth && !reconnection.failure && isRenewalDue(auth, now())) {
      renewToken().catch(() => undefined);
    }
  }

  function reconnect() {
    if (auth) renewToken().catch(() => undefined);
    else if (snapshot.status === 'restoring') resume().catch(() => undefined);
  }

  function cannotReach(error: unknown) {
    reconnection.lost(error);
    publish({ offline: true });
  }

  function apply(grant: SessionGrant) {
    const sessionExpiresAt = Date.parse(grant.session.refresh_token_exp);
    auth = {
      accessToken: grant.session.token,
      email: grant.session.email,
      longLived: grant.longLived,
      accessTokenExpiresAt: Date.parse(grant.session.exp),
      sessionExpiresAt,
      renewAt: nextRenewalAt({ longLived: grant.longLived, sessionExpiresAt }, now()),
    };
    version += 1;
    scheduleEnd();
    reconnection.stop();
    stopActivity ??= deps.watchActivity?.(onActivity) ?? null;
    publish({
      status: 'signedIn',
      offline: false,
      email: auth.email,
      longLived: auth.longLived,
      expiresAt: auth.sessionExpiresAt,
      endedMessage: null,
    });
  }

  /** Signs in once the gateway client is ready, unless something else happened meanwhile. */
  async function signIn(grant: SessionGrant, broadcast: boolean) {
    const before = version;
    await deps.source.connect();
    if (version !== before) return;
    apply(grant);
    if (broadcast) deps.channel?.post({ type: 'signed-in', grant });
  }

  function end({ message, broadcast, forget }: EndOptions) {
    auth = null;
    version += 1;
    clearTimeout(endTimer);
    reconnection.stop();
    stopActivity?.();
    stopActivity = null;
    if (forget) deps.source.forget();
    if (broadcast) deps.channel?.post({ type: 'signed-out', ended: message !== null });
    publish({
      status: 'signedOut',
      email: null,
      longLived: false,
      expiresAt: null,
      endedMessage: message,
      offline: false,
    });
  }

  function onMessage(message: SessionMessage) {
    if (message.type === 'signed-in') {
      signIn(message.grant, false).catch(() => undefined);
    } else if (auth || snapshot.status !== 'signedOut') {
      end({
        message: message.ended ? SESSION_ENDED_MESSAGE : null,
        broadcast: false,
        forget: false,
      });
    }
  }

  function onSourceUpdate(grant: SessionGrant | null) {
    if (grant) signIn(grant, true).catch(() => undefined);
    else if (auth) end({ message: null, broadcast: true, forget: false });
  }

  async function resume() {
    publish({ status: 'restoring' });
    try {
      await deps.lock.run(async () => {
        // Another tab may have shared a fresh session while this one waited for the lock.
        if (auth && !needsRenewalBeforeCall(auth, now())) return;
        const grant = await deps.source.resume();
        if (grant) await signIn(grant, true);
      });
    } catch (error) {
      // A refused resume answers null; a failure could not ask: still restoring, try again.
      if (!auth) return cannotReach(error);
    }
    if (!auth) end({ message: null, broadcast: false, forget: false });
  }

  async function renewNow(): Promise<string> {
    const before = auth;
    try {
      return await deps.lock.run(async () => {
        const current = auth;
        if (!current) throw new SessionEndedError();
        // Renewed by another tab while this one waited: nothing left to do.
        if (current !== before && !needsRenewalBeforeCall(current, now())) {
          return current.accessToken;
        }
        const grant = await deps.source.renew(current.longLived);
        await signIn(grant, true);
        return grant.session.token;
      });
    } catch (error) {
      if (auth && endsSession(error)) {
        end({ message: SESSION_ENDED_MESSAGE, broadcast: true, forget: true });
      } else if (auth) {
        cannotReach(error);
      }
      throw error;
    }
  }

  function renewToken(): Promise<string> {
    if (renewing) return renewing;
    const task = renewNow();
    renewing = task;
    const settle = () => {
      if (renewing === task) renewing = null;
    };
    task.then(settle, settle);
    return task;
  }

  return {
    getSnapshot: () => snapshot,
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    start() {
      started ??= (async () => {
        if (deps.channel) unsubscribers.push(deps.channel.subscribe(onMessage));
        if (deps.source.watch) unsubscribers.push(deps.source.watch(onSourceUpdate));
        // A login sent before the page started (its session code loads after the page) stands.
        if (auth) return;
        if (deps.source.canResume()) await resume().catch(() => undefined);
        else end({ message: null, broadcast: false, forget: false });
      })();
      return started;
    },
    logIn(credentials) {
      // Under the lock: a renewal finishing in another tab must not overwrite the new cookie.
      return deps.lock.run(async () => {
        const answer = await deps.source.logIn(credentials);
        if ('secondFactor' in answer) return answer.secondFactor;
        await signIn(answer, true);
        return null;
      });
    },
    completeLogIn(challenge, code) {
      return deps.lock.run(async () => {
        const { grant, ...done } = await deps.source.completeLogIn(challenge, code);
        await signIn(grant, true);
        return done;
      });
    },
    async logOut() {
      if (auth) await deps.source.logOut(auth.longLived).catch(() => undefined);
      end({ message: null, broadcast: true, forget: true });
    },
    renew: () =>
      renewToken().then(
        () => true,
        () => false,
      ),
    async getAccessToken() {
      await started;
      if (!auth) {
        if (reconnection.failure) throw unreachable(reconnection.failure);
        return null;
      }
      if (hasSessionExpired(auth, now())) {
        end({ message: SESSION_ENDED_MESSAGE, broadcast: true, forget: true });
        return null;
      }
      if (!needsRenewalBeforeCall(auth, now())) return auth.accessToken;
      try {
        return await renewToken();
      } catch (error) {
        if (!auth) return null;
        if (now() < auth.accessTokenExpiresAt) return auth.accessToken;
        throw unreachable(error);
      }
    },
    dismissEndedMessage: () => publish({ endedMessage: null }),
    dispose() {
      clearTimeout(endTimer);
      reconnection.stop();
      stopActivity?.();
      stopActivity = null;
      unsubscribers.splice(0).forEach((unsubscribe) => unsubscribe());
    },
  };
}
