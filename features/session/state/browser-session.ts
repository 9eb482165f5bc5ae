import { watchActivity } from './activity';
import { createAppBridge, isInAppWebview } from './app-bridge';
import { watchBrowserReconnectChances } from './reconnection';
import { createBrowserRenewalLock } from './renewal-lock';
import { createBroadcastSessionChannel } from './session-channel';
import { browserSessionCookies } from './session-cookies';
import {
  createAppSessionSource,
  createGatewaySessionSource,
  type SessionGateway,
} from './session-source';
import { createSessionStore, type SessionStore } from './session-store';
import { createUserStatusStore, type UserStatusStore } from './user-status-store';

export interface SessionStores {
  session: SessionStore;
  userStatus: UserStatusStore;
}

function sessionStorageOrNull(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null;
  }
}

/**
 * Builds the browser's one session: gateway or app, Web Locks, BroadcastChannel, activity, and
 * the browser's chances to reconnect.
 */
function createBrowserSession(): SessionStores {
  let gateway: Promise<SessionGateway> | null = null;
  // The gateway client is loaded on first need, and from then on asks the session for tokens.
  const loadGateway = () =>
    (gateway ??= import('./session-gateway').then(
      (module) => {
        module.setAccessTokenProvider(() => session.getAccessToken());
        return module;
      },
      (error: unknown) => {
        gateway = null;
        throw error;
      },
    ));

  const cookieSource = createGatewaySessionSource(loadGateway, browserSessionCookies);
  const session = createSessionStore({
    source: isInAppWebview(window)
      ? createAppSessionSource(createAppBridge(window), cookieSource)
      : cookieSource,
    lock: createBrowserRenewalLock(),
    channel: createBroadcastSessionChannel(),
    watchActivity: (onActivity) => watchActivity(window, onActivity),
    watchReconnectChances: (onChance) => watchBrowserReconnectChances(window, onChance),
  });
  const userStatus = createUserStatusStore({
    loadMe: async () => (await loadGateway()).getMe(),
    loadState: async (accountId) => (await loadGateway()).getAccountState(accountId),
    storage: sessionStorageOrNull(),
  });
  return { session, userStatus };
}

let browserSession: SessionStores | null = null;

/** The session of this tab; null on the server, where nobody is signed in. */
export function getBrowserSession(): SessionStores | null {
  if (typeof window === 'undefined') return null;
  browserSession ??= createBrowserSession();
  return browserSession;
}
