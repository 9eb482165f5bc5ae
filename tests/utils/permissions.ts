import type { FeatureFlags, PermissionContext, UserStatus } from '@/features/session';
import { signedOutUserStatus } from '@/features/session/permissions/user-status';
import type { Renewal } from '@/lib/gateway/contract/account';

/** A signed-in customer who may use every account section unless told otherwise. */
export function makeUserStatus(overrides: Partial<UserStatus> = {}): UserStatus {
  return {
    ...signedOutUserStatus,
    userSignedIn: true,
    accountCanRenew: true,
    accountUnlocked: true,
    multipleAccounts: true,
    eligibleForSmartMeter: { eligible: true },
    warmHomeDiscountRegionEligible: true,
    ...overrides,
  };
}

export function makeFeatureFlags(overrides: Partial<FeatureFlags> = {}): FeatureFlags {
  return { prospectSwitchJourneyEnabled: true, renewalPromotionEnabled: true, ...overrides };
}

export function makeRenewal(overrides: Partial<Renewal> = {}): Renewal {
  return { status: 'Pending', account_number: '40318275', agreement_ids: [1], ...overrides };
}

/** The context of a signed-in customer viewing account 40318275 who may use every section. */
export function makePermissionContext(
  overrides: Partial<PermissionContext> = {},
): PermissionContext {
  return {
    userStatus: makeUserStatus(),
    featureFlags: makeFeatureFlags(),
    renewals: [],
    moveOutRecordFetched: false,
    accountNumber: '40318275',
    ...overrides,
  };
}

/** The context of a visitor who is not signed in. */
export function makeVisitorContext(overrides: Partial<PermissionContext> = {}): PermissionContext {
  return makePermissionContext({
    userStatus: signedOutUserStatus,
    accountNumber: undefined,
    ...overrides,
  });
}
