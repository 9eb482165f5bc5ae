import type { AccountState } from '@/lib/gateway/contract/account';
import { userStatusOf, type UserStatus } from '@/lib/gateway/contract/account-sections';

export type { UserStatus };

export const signedOutUserStatus: UserStatus = {
  userSignedIn: false,
  admin: false,
  accountCanRenew: false,
  onVariableContract: false,
  accountUnlocked: false,
  accountRestricted: false,
  blacklistedVoucher: false,
  referDisabledGlobally: false,
  multipleAccounts: false,
  eligibleForSmartMeter: { eligible: false },
  warmHomeDiscountRegionEligible: false,
};

/**
 * A signed-in customer's flags from the selected account's state; every flag off (but the
 * customer's own admin flag) until that state has loaded.
 */
export function signedInUserStatus(
  state: AccountState | null,
  customerIsAdmin: boolean,
): UserStatus {
  if (!state) return { ...signedOutUserStatus, userSignedIn: true, admin: customerIsAdmin };
  return userStatusOf(state);
}
