import type { AccountState, Renewal } from './account';

/** The site-wide switches of the CMS's `feature-flags` datasource that the rules read. */
export interface FeatureFlags {
  prospectSwitchJourneyEnabled: boolean;
  renewalPromotionEnabled: boolean;
}

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

/** Everything a section's rule reads: the user status, the account's records, the switches. */
export interface SectionFacts extends UserStatus {
  /** A renewal with status Pending for this account. */
  pendingRenewal: boolean;
  /** The account has a move-out record (the customer is moving out). */
  moveOutRecord: boolean;
  featureFlags: FeatureFlags;
}

/** A signed-in customer's user status, from the selected account's state (GET /accounts/{id}/state). */
export function userStatusOf(state: AccountState): UserStatus {
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

/** Whether one of these renewals is Pending for the account (SPEC §5). */
export function hasPendingRenewal(
  renewals: readonly Renewal[],
  accountNumber: string | undefined,
): boolean {
  return renewals.some(
    (renewal) => renewal.status === 'Pending' && renewal.account_number === accountNumber,
  );
}

/** The facts of a signed-in customer's account, from its state (GET /accounts/{id}/state). */
export function sectionFactsOf(state: AccountState, featureFlags: FeatureFlags): SectionFacts {
  return {
    ...userStatusOf(state),
    pendingRenewal: hasPendingRenewal(state.renewals, state.accountNumber),
    moveOutRecord: state.hasMoveOut,
    featureFlags,
  };
}
