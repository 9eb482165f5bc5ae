import type { Renewal } from '@/lib/gateway/contract/account';
import {
  hasPendingRenewal,
  LOG_IN_FIRST,
  sectionRefusal,
  type AccountRule,
  type FeatureFlags,
  type SectionFacts,
  type UserStatus,
} from '@/lib/gateway/contract/account-sections';

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

/** What the table's rules read, from the session's flags (SPEC §3). */
function factsOf(context: PermissionContext): SectionFacts {
  return {
    ...context.userStatus,
    pendingRenewal: hasPendingRenewal(context.renewals, context.accountNumber),
    moveOutRecord: context.moveOutRecordFetched,
    featureFlags: context.featureFlags,
  };
}

/**
 * Whether this customer (or visitor) may use an account section, by SPEC §5: the rule and its
 * words are the section's in lib/gateway/contract/account-sections.ts, which the gateway keeps
 * too.
 */
export function access(section: AccountRule, context: PermissionContext): Access {
  const facts = factsOf(context);
  const reason = sectionRefusal(section, facts);
  if (reason === null) return ALLOWED;
  return { allowed: false, reason, logInFirst: !facts.userSignedIn && reason === LOG_IN_FIRST };
}
