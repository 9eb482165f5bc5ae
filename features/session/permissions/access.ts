import type { Renewal } from '@/lib/gateway/contract/account';
import type { AccountSection } from './account-sections';
import type { UserStatus } from './user-status';

/** The site-wide switches of the CMS's `feature-flags` datasource that the rules read. */
export interface FeatureFlags {
  prospectSwitchJourneyEnabled: boolean;
  renewalPromotionEnabled: boolean;
}

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

interface Check {
  met: (context: PermissionContext) => boolean;
  /** Why not, when it is not met. */
  reason: string;
}

interface SectionRule {
  /** Judged for everyone: the moving-home screens depend on a record a visitor never has. */
  anyone?: Check[];
  /** Judged once the customer is signed in (a visitor is asked to log in first). */
  customer?: Check[];
}

export const ALLOWED: Access = { allowed: true };
const LOG_IN: Access = { allowed: false, reason: 'Log in to see your account.', logInFirst: true };

const flag = (met: (status: UserStatus) => boolean, reason: string): Check => ({
  met: (context) => met(context.userStatus),
  reason,
});

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

const renewalOnOffer: Check[] = [
  {
    met: (context) => context.featureFlags.renewalPromotionEnabled,
    reason: 'Renewing online is not available at the moment.',
  },
  flag((status) => status.accountCanRenew, 'Your tariff is not ready to renew yet.'),
  {
    met: (context) => !hasPendingRenewal(context),
    reason: 'We are already renewing your tariff.',
  },
];
const unlocked = flag(
  (status) => status.accountUnlocked,
  'Your account is still being set up, so this is not ready yet.',
);
const unrestricted = flag(
  (status) => !status.accountRestricted,
  'This is not available online while your account has a restriction. Please contact us.',
);

/** SPEC §5's rules, one entry per section. */
const RULES: Record<AccountSection, SectionRule> = {
  renew: {
    customer: [
      ...renewalOnOffer,
      flag(
        (status) => !status.onVariableContract,
        'You are on a variable tariff, so there is nothing to renew: choose a fixed tariff instead.',
      ),
    ],
  },
  renewFixedContract: {
    customer: [
      ...renewalOnOffer,
      flag((status) => status.onVariableContract, 'You are already on a fixed tariff.'),
    ],
  },
  balance: { customer: [unlocked] },
  readings: { customer: [unlocked, unrestricted] },
  usage: { customer: [unlocked, unrestricted] },
  payments: { customer: [unlocked, unrestricted] },
  personalDetails: {},
  tariff: { customer: [unrestricted] },
  refer: {
    customer: [
      flag((status) => !status.referDisabledGlobally, 'Refer a Friend is paused at the moment.'),
      flag(
        (status) => !status.blacklistedVoucher,
        'Your referral link has been switched off. Please contact us if you think this is wrong.',
      ),
    ],
  },
  change: {
    customer: [flag((status) => status.multipleAccounts, 'You have one account with us.')],
  },
  smartMeterPortal: {
    customer: [
      flag(
        (status) => status.eligibleForSmartMeter.eligible,
        'We cannot book a smart meter for your home online at the moment.',
      ),
    ],
  },
  warmHomeDiscount: {
    customer: [
      flag(
        (status) => status.warmHomeDiscountRegionEligible,
        'The Warm Home Discount comes off the electricity bill of a home in Great Britain, and we do not supply the electricity of this home.',
      ),
    ],
  },
  movingHomeHelp: {
    anyone: [
      {
        met: (context) => !context.moveOutRecordFetched,
        reason: 'You have told us you are moving: follow your move on Moving Home.',
      },
    ],
  },
  moveOutStatus: {
    anyone: [
      {
        met: (context) => context.moveOutRecordFetched,
        reason: 'You have not told us you are moving home.',
      },
    ],
  },
  admin: { customer: [flag((status) => status.admin, 'This page is for So Energy staff only.')] },
};

function firstUnmet(checks: Check[] | undefined, context: PermissionContext): Access | null {
  const unmet = checks?.find((check) => !check.met(context));
  return unmet ? { allowed: false, reason: unmet.reason, logInFirst: false } : null;
}

/** Whether this customer (or visitor) may use an account section, by SPEC §5. */
export function access(section: AccountSection, context: PermissionContext): Access {
  const rule = RULES[section];
  return (
    firstUnmet(rule.anyone, context) ??
    (context.userStatus.userSignedIn ? firstUnmet(rule.customer, context) : LOG_IN) ??
    ALLOWED
  );
}
