import { useCallback, useEffect, useMemo, useSyncExternalStore, type ReactNode } from 'react';
import { useRouter } from 'next/router';
import { getBrowserSession, type SessionStores } from './browser-session';
import type { FeatureFlags } from './permissions/access';
import { DEFAULT_FEATURE_FLAGS, FeatureFlagsContext } from './permissions/feature-flags';
import { SessionContext, type SessionContextValue } from './session-context';
import { SessionEndedNotice } from './session-ended-notice';
import { initialSessionSnapshot } from './session-store';
import { idleUserStatus } from './user-status-store';

const noSubscription = () => () => {};

interface SessionProviderProps {
  children: ReactNode;
  /** The tab's session; tests pass their own. */
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
  stores = getBrowserSession(),
  featureFlags = DEFAULT_FEATURE_FLAGS,
}: SessionProviderProps) {
  const router = useRouter();
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

  const value = useMemo<SessionContextValue>(
    () => ({
      status: session.status,
      email: session.email,
      endedMessage: session.endedMessage,
      customer: status.customer,
      accounts: status.accounts,
      selectedAccount: status.selectedAccount,
      accountState: status.accountState,
      userStatusPhase: status.phase,
      userStatusError: status.error,
      logIn: async (credentials) => stores?.session.logIn(credentials),
      logOut,
      selectAccount: (accountId) => stores?.userStatus.selectAccount(accountId),
      reloadUserStatus: () => stores?.userStatus.reload(),
      replaceCustomer: (customer) => stores?.userStatus.replaceCustomer(customer),
      dismissEndedMessage: () => stores?.session.dismissEndedMessage(),
    }),
    [session, status, stores, logOut],
  );
  return (
    <SessionContext.Provider value={value}>
      <FeatureFlagsContext.Provider value={featureFlags}>
        {children}
        <SessionEndedNotice />
      </FeatureFlagsContext.Provider>
    </SessionContext.Provider>
  );
}
