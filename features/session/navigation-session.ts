import {
  signedOutSession,
  signedOutUserStatus,
  type NavigationSession,
  type UserStatus,
} from '@/features/navigation';
import type { AccountState } from '@/lib/gateway/contract/account';
import type { SessionSnapshot } from './session-store';
import type { UserStatusSnapshot } from './user-status-store';

/** SPEC §3's flags from the selected account's state; all off until it has loaded. */
function userStatusFrom(state: AccountState | null, customerIsAdmin: boolean): UserStatus {
  if (!state) return { ...signedOutUserStatus, userSignedIn: true, admin: customerIsAdmin };
  return {
    userSignedIn: true,
    admin: state.admin,
    accountCanRenew: state.accountCanRenew,
    onVariableContract: state.onVariableContract,
    accountUnlocked: state.accountUnlocked,
    accountRestricted: state.accountRestricted,
    blacklistedVoucher: state.blacklistedVoucher,
    referDisabledGlobally: state.referDisabledGlobally,
    multipleAccounts: state.multipleAccounts,
    eligibleForSmartMeter: { eligible: state.eligibleForSmartMeter.eligible },
    warmHomeDiscountRegionEligible: state.eligibleForWarmHomeDiscount,
  };
}

/** What the header and its menu rules read, from the session and the customer's status. */
export function toNavigationSession(
  session: SessionSnapshot,
  status: UserStatusSnapshot,
  signOut: () => Promise<void>,
): NavigationSession {
  if (session.status !== 'signedIn') return { ...signedOutSession, signOut };
  const state = status.accountState;
  return {
    userStatus: userStatusFrom(state, status.customer?.admin ?? false),
    renewals: (state?.renewals ?? []).map((renewal) => ({
      status: renewal.status,
      account_number: renewal.account_number,
      agreement_ids: renewal.agreement_ids.map(String),
    })),
    moveOutRecordFetched: state?.hasMoveOut ?? false,
    accountNumber: status.selectedAccount?.number,
    signOut,
  };
}
