import {
  startTransition,
  useCallback,
  useEffect,
  useMemo,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import dynamic from 'next/dynamic';
import { useRouter } from 'next/router';
import type { SessionStores } from '../state/browser-session';
import type { FeatureFlags } from '../permissions/access';
import { DEFAULT_FEATURE_FLAGS } from '@/lib/content/feature-flags';
import { FeatureFlagsContext } from '../permissions/feature-flags';
import { SessionContext, type SessionContextValue } from './session-context';
import { SessionEndedNotice } from './session-ended-notice';
import type { Credentials } from '../state/session-source';
import { initialSessionSnapshot } from '../state/session-snapshot';
import { idleUserStatus } from '../state/user-status-snapshot';

const noSubscription = () => () => {};

// Only a customer with a short-lived session is ever warned: no page's first load carries it.
const SessionExpiryWarning = dynamic(
  () => import('./session-expiry-warning').then((module) => module.SessionExpiryWarning),
  { ssr: false },
);

let browserSession: Promise<SessionStores | null> | null = null;

/**
 * The tab's session, its code loaded once the page runs rather than with it: the stores, the
 * schemas of what they receive, Web Locks and BroadcastChannel are in no page's first load.
 */
function loadBrowserSession(): Promise<SessionStores | null> {
  return (browserSession ??= import('../state/browser-session').then(
    (module) => module.getBrowserSession(),
    (error: unknown) => {
      browserSession = null;
      throw error;
    },
  ));
}

/** The tab's session once its code has loaded (null until then), unless `given`. */
function useStores(given: SessionStores | null | undefined): SessionStores | null {
  const [loaded, setLoaded] = useState<SessionStores | null>(null);
  useEffect(() => {
    if (given !== undefined) return;
    let current = true;
    void loadBrowserSession().then((stores) => {
      // Not urgent: the page's blocks may still be hydrating, and an urgent change of the
      // session's context would have them all hydrate at once.
      if (current) startTransition(() => setLoaded(stores));
    });
    return () => {
      current = false;
    };
  }, [given]);
  return given === undefined ? loaded : given;
}

interface SessionProviderProps {
  children: ReactNode;
  /** The tab's session; tests pass their own. Loaded in the browser when absent. */
  stores?: SessionStores | null;
  /** The site's switches (the page's site chrome) that the permission model reads. */
  featureFlags?: FeatureFlags;
}

/**
 * The customer's session for the whole app: signs in, renews, signs out and loads their status
 * (which the permission model reads through usePermissionContext).
 */
export function SessionProvider({
  children,
  stores: given,
  featureFlags = DEFAULT_FEATURE_FLAGS,
}: SessionProviderProps) {
  const router = useRouter();
  const stores = useStores(given);
  const session = useSyncExternalStore(
    stores?.session.subscribe ?? noSubscription,
    () => stores?.session.getSnapshot() ?? initialSessionSnapshot,
    () => initialSessionSnapshot,
  );
  const status = useSyncExternalStore(
    stores?.userStatus.subscribe ?? noSubscription,
    () => stores?.userStatus.getSnapshot() ?? idleUserStatus,
    () => idleUserStatus,
  );

  useEffect(() => {
    void stores?.session.start();
  }, [stores]);

  useEffect(() => {
    if (session.status === 'signedIn' && session.email) stores?.userStatus.load(session.email);
    else if (session.status === 'signedOut') stores?.userStatus.clear();
  }, [stores, session.status, session.email]);

  // Home first: ended on an account page, the session would send the customer to log in.
  const logOut = useCallback(async () => {
    try {
      await router.push('/');
    } finally {
      await stores?.session.logOut();
    }
  }, [stores, router]);

  // A visitor may send the login form before the session's code has arrived.
  const logIn = useCallback(
    async (credentials: Credentials) => {
      const ready = given === undefined ? await loadBrowserSession() : given;
      return (await ready?.session.logIn(credentials)) ?? null;
    },
    [given],
  );
  const completeLogIn = useCallback(
    async (challenge: string, code: string) => {
      const ready = given === undefined ? await loadBrowserSession() : given;
      return (await ready?.session.completeLogIn(challenge, code)) ?? {};
    },
    [given],
  );

  const value = useMemo<SessionContextValue>(
    () => ({
      status: session.status,
      email: session.email,
      endedMessage: session.endedMessage,
      offline: session.offline,
      customer: status.customer,
      accounts: status.accounts,
      selectedAccount: status.selectedAccount,
      accountState: status.accountState,
      userStatusPhase: status.phase,
      userStatusError: status.error,
      logIn,
      completeLogIn,
      logOut,
      selectAccount: (accountId) => stores?.userStatus.selectAccount(accountId),
      reloadUserStatus: () => stores?.userStatus.reload(),
      replaceCustomer: (customer) => stores?.userStatus.replaceCustomer(customer),
      dismissEndedMessage: () => stores?.session.dismissEndedMessage(),
    }),
    [session, status, stores, logIn, completeLogIn, logOut],
  );
  return (
    <SessionContext.Provider value={value}>
      <FeatureFlagsContext.Provider value={featureFlags}>
        {children}
        {session.status === 'signedIn' && !session.longLived && session.expiresAt !== null && (
          <SessionExpiryWarning
            expiresAt={session.expiresAt}
            onStay={() => stores?.session.renew() ?? Promise.resolve(false)}
            onLogOut={() => void logOut()}
          />
        )}
        <SessionEndedNotice />
      </FeatureFlagsContext.Provider>
    </SessionContext.Provider>
  );
}
