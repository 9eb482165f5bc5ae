import type { Renewal } from '@/lib/gateway/contract/account';
import {
  LOG_IN_FIRST,
  sectionRefusal,
  type AccountSection,
  type FeatureFlags,
  type SectionFacts,
} from '@/lib/gateway/contract/account-sections';
import type { UserStatus } from './user-status';

export type { FeatureFlags };

/** Everything SPEC §5's rules depend on; `usePermissionContext()` builds it from the session. */
export interface PermissionContext {
  userStatus: UserStatus;
  featureFlags: FeatureFlags;
  /** Every renewal of the customer's accounts. */
  renewals: readonly Renewal[];
  /** The customer's move-out record was fetched (they are moving out). */
  moveOutRecordFetched: boolean;
  /** The account being viewed, for pending renewals. */
  accountNumber?: string;
}

/**
 * Whether a screen may be used, and if not, why, in words for the customer (a screen they may
 * not use says so; it is never a 404). `logInFirst`: a signed-out visitor, who may find the
 * screen open once logged in.
 */
export type Access = { allowed: true } | { allowed: false; reason: string; logInFirst: boolean };

export const ALLOWED: Access = { allowed: true };

/**
 * SPEC §5: a renewal with status Pending for the account. Its agreements do not matter here: a
 * renewal takes every current agreement of the account, and the gateway refuses another while
 * one is pending, so none of them is open to renew meanwhile.
 */
function hasPendingRenewal({ renewals, accountNumber }: PermissionContext): boolean {
  return renewals.some(
    (renewal) => renewal.status === 'Pending' && renewal.account_number === accountNumber,
  );
}

/** What the table's rules read, from the session's flags (SPEC §3). */
function factsOf(context: PermissionContext): SectionFacts {
  const { userStatus: status } = context;
  return {
    signedIn: status.userSignedIn,
    admin: status.admin,
    accountCanRenew: status.accountCanRenew,
    onVariableContract: status.onVariableContract,
    accountUnlocked: status.accountUnlocked,
    accountRestricted: status.accountRestricted,
    blacklistedVoucher: status.blacklistedVoucher,
    referDisabledGlobally: status.referDisabledGlobally,
    multipleAccounts: status.multipleAccounts,
    smartMeterEligible: status.eligibleForSmartMeter.eligible,
    warmHomeDiscountRegionEligible: status.warmHomeDiscountRegionEligible,
    pendingRenewal: hasPendingRenewal(context),
    moveOutRecord: context.moveOutRecordFetched,
    featureFlags: context.featureFlags,
  };
}

/**
 * Whether this customer (or visitor) may use an account section, by SPEC §5: the rule and its
 * words are the section's in lib/gateway/contract/account-sections.ts, which the gateway keeps
 * too.
 */
export function access(section: AccountSection, context: PermissionContext): Access {
  const facts = factsOf(context);
  const reason = sectionRefusal(section, facts);
  if (reason === null) return ALLOWED;
  return { allowed: false, reason, logInFirst: !facts.signedIn && reason === LOG_IN_FIRST };
}
