import type { SessionContextValue } from '../provider/session-context';
import type { FeatureFlags, PermissionContext } from './access';
import { signedInUserStatus, signedOutUserStatus } from './user-status';

type SessionView = Pick<
  SessionContextValue,
  'status' | 'customer' | 'selectedAccount' | 'accountState'
>;

/** What the rules read, from the session and the site's feature flags. */
export function permissionContextFrom(
  session: SessionView,
  featureFlags: FeatureFlags,
): PermissionContext {
  if (session.status !== 'signedIn') {
    return {
      userStatus: signedOutUserStatus,
      featureFlags,
      renewals: [],
      moveOutRecordFetched: false,
    };
  }
  const state = session.accountState;
  return {
    userStatus: signedInUserStatus(state, session.customer?.admin ?? false),
    featureFlags,
    renewals: state?.renewals ?? [],
    moveOutRecordFetched: state?.hasMoveOut ?? false,
    accountNumber: session.selectedAccount?.number,
  };
}
