import type { AccountState } from '@/lib/gateway/contract/account';

/** SPEC §3's user status flags: what the signed-in customer's selected account allows. */
export interface UserStatus {
  userSignedIn: boolean;
  admin: boolean;
  accountCanRenew: boolean;
  onVariableContract: boolean;
  accountUnlocked: boolean;
  accountRestricted: boolean;
  blacklistedVoucher: boolean;
  referDisabledGlobally: boolean;
  multipleAccounts: boolean;
  eligibleForSmartMeter: { eligible: boolean };
  /**
   * SPEC §5's "region eligibility": a home in Great Britain with its electricity from us, where
   * the Warm Home Discount can be paid; not one of SPEC §3's named flags.
   */
  warmHomeDiscountRegionEligible: boolean;
}

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
