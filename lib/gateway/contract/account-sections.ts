import { SUPPORT_PHONE } from './messages';
import type { SectionFacts } from './section-facts';

export {
  hasPendingRenewal,
  sectionFactsOf,
  userStatusOf,
  type FeatureFlags,
  type SectionFacts,
  type UserStatus,
} from './section-facts';

/**
 * The one table of account sections (SPEC §2, §3 and §5): each screen's route and short forms,
 * its title and Account Home tile, and the rule over the account's state with the words of each
 * refusal. The site's redirects, guard, tiles and header menu read it; so does the gateway,
 * which refuses a write to a section the account may not use in the same words (403).
 */

interface Check {
  met: (facts: SectionFacts) => boolean;
  /** Why not, when it is not met, in the words the screen and the gateway both use. */
  reason: string;
}

interface SectionEntry {
  /** The canonical route (docs/architecture.md "Routes"). */
  route: `/accounts/${string}`;
  /** SPEC §2's short forms: each a permanent redirect to the route. */
  shortForms: readonly string[];
  /** The screen's heading. */
  title: string;
  /** Account Home's way in (none for Admin, which has a button of its own). */
  tile: { name: string; description: string } | null;
  /** Judged for everyone: the moving-home screens depend on a record a visitor never has. */
  anyone?: readonly Check[];
  /** Judged once the customer is signed in (a visitor is asked to log in first). */
  customer?: readonly Check[];
}

const check = (met: Check['met'], reason: string): Check => ({ met, reason });

/**
 * SPEC §5: renewing needs the promotion switched on, a tariff in its renewal window and no
 * renewal pending. A renewal takes every current agreement of the account, and the gateway
 * refuses another while one is pending, so none of them is open to renew meanwhile.
 */
const renewalOnOffer = [
  check(
    (facts) => facts.featureFlags.renewalPromotionEnabled,
    'Renewing online is not available at the moment.',
  ),
  check((facts) => facts.accountCanRenew, 'Your tariff is not ready to renew yet.'),
  check((facts) => !facts.pendingRenewal, 'We are already renewing your tariff.'),
];
const unlocked = check(
  (facts) => facts.accountUnlocked,
  'Your account is still being set up, so this is not ready yet.',
);
const unrestricted = check(
  (facts) => !facts.accountRestricted,
  'This is not available online while your account has a restriction. Please contact us.',
);

export const ACCOUNT_SECTIONS = {
  renew: {
    route: '/accounts/renew',
    shortForms: ['/renew'],
    title: 'Renew your tariff',
    tile: { name: 'Renew your tariff', description: 'Fix your prices again' },
    customer: [
      ...renewalOnOffer,
      check(
        (facts) => !facts.onVariableContract,
        'You are on a variable tariff, so there is nothing to renew: choose a fixed tariff instead.',
      ),
    ],
  },
  renewFixedContract: {
    route: '/accounts/renew?fixed-contract',
    shortForms: [],
    title: 'Fix your tariff',
    tile: { name: 'Fix your tariff', description: 'Move from a variable to a fixed tariff' },
    customer: [
      ...renewalOnOffer,
      check((facts) => facts.onVariableContract, 'You are already on a fixed tariff.'),
    ],
  },
  balance: {
    route: '/accounts/balance',
    shortForms: ['/balance'],
    title: 'Bills & Transactions',
    tile: { name: 'Bills & Transactions', description: 'Your balance, bills and payments' },
    customer: [unlocked],
  },
  readings: {
    route: '/accounts/readings',
    shortForms: ['/readings'],
    title: 'Meter Readings',
    tile: { name: 'Meter Readings', description: 'Send and see readings' },
    customer: [unlocked, unrestricted],
  },
  usage: {
    route: '/accounts/usage',
    shortForms: ['/usage'],
    title: 'Energy Usage',
    tile: { name: 'Energy Usage', description: 'How much energy you use' },
    customer: [unlocked, unrestricted],
  },
  payments: {
    route: '/accounts/payments',
    shortForms: ['/payments'],
    title: 'Payments',
    tile: { name: 'Payments', description: 'Your Direct Debit' },
    customer: [unlocked, unrestricted],
  },
  tariff: {
    route: '/accounts/tariff-information',
    shortForms: ['/tariff'],
    title: 'Tariff Details',
    tile: { name: 'Tariff Details', description: 'Your rates and contract' },
    customer: [unrestricted],
  },
  personalDetails: {
    route: '/accounts/edit',
    shortForms: ['/personal-details'],
    title: 'Personal details',
    tile: { name: 'Personal details', description: 'Contact details and consent' },
  },
  refer: {
    route: '/accounts/refer',
    shortForms: ['/refer'],
    title: 'Refer a Friend',
    tile: { name: 'Refer a Friend', description: 'Share your referral link' },
    customer: [
      check((facts) => !facts.referDisabledGlobally, 'Refer a Friend is paused at the moment.'),
      check(
        (facts) => !facts.blacklistedVoucher,
        'Your referral link has been switched off. Please contact us if you think this is wrong.',
      ),
    ],
  },
  change: {
    route: '/accounts/change',
    shortForms: ['/choose'],
    title: 'Change Account',
    tile: { name: 'Change Account', description: 'See another of your accounts' },
    customer: [check((facts) => facts.multipleAccounts, 'You have one account with us.')],
  },
  smartMeterPortal: {
    route: '/accounts/smart_meter_portal',
    shortForms: [],
    title: 'Book a smart meter',
    tile: { name: 'Book a smart meter', description: 'Free installation' },
    customer: [
      check(
        (facts) => facts.eligibleForSmartMeter.eligible,
        'We cannot book a smart meter for your home online at the moment.',
      ),
    ],
  },
  warmHomeDiscount: {
    route: '/accounts/warm-home-discount',
    shortForms: [],
    title: 'Warm Home Discount',
    tile: { name: 'Warm Home Discount', description: '£150 off your winter electricity bill' },
    customer: [
      check(
        (facts) => facts.warmHomeDiscountRegionEligible,
        'The Warm Home Discount comes off the electricity bill of a home in Great Britain, and we do not supply the electricity of this home.',
      ),
    ],
  },
  movingHomeHelp: {
    route: '/accounts/help/moving',
    shortForms: ['/help/moving'],
    title: 'Moving home',
    tile: { name: 'Moving home', description: 'Tell us you are moving' },
    anyone: [
      check(
        (facts) => !facts.moveOutRecord,
        'You have told us you are moving: follow your move on Moving Home.',
      ),
    ],
  },
  moveOutStatus: {
    route: '/accounts/move-out/status',
    shortForms: ['/move-out/status'],
    title: 'Moving Home',
    tile: { name: 'Moving Home', description: 'Follow your move' },
    anyone: [check((facts) => facts.moveOutRecord, 'You have not told us you are moving home.')],
  },
  admin: {
    route: '/accounts/admin',
    shortForms: ['/admin'],
    title: 'Find a customer',
    tile: null,
    customer: [check((facts) => facts.admin, 'This page is for So Energy staff only.')],
  },
} as const satisfies Record<string, SectionEntry>;

export type AccountSection = keyof typeof ACCOUNT_SECTIONS;

interface ActionEntry {
  /** The section whose screen offers the action: its rule is judged first (none: Account Home). */
  within?: AccountSection;
  title: string;
  customer: readonly Check[];
}

/**
 * Actions a section's screen (or Account Home) offers that have rules of their own beyond the
 * section's, kept by the gateway like a section's: no page, tile or link of their own.
 */
export const ACCOUNT_ACTIONS = {
  refund: { within: 'balance', title: 'Refund your credit', customer: [unlocked, unrestricted] },
  // Within cooling-off too: the gateway judges that by the sign-up's date (gateway/switches).
  cancelSwitch: {
    title: 'Cancel your switch',
    customer: [
      check(
        (facts) => !facts.accountUnlocked,
        'We already supply this home, so there is no switch to cancel. To leave us, please ' +
          `call us on ${SUPPORT_PHONE}.`,
      ),
    ],
  },
} as const satisfies Record<string, ActionEntry>;

export type AccountAction = keyof typeof ACCOUNT_ACTIONS;
/** What an account endpoint is judged by: a section, or an action inside one. */
export type AccountRule = AccountSection | AccountAction;

const isAction = (rule: AccountRule): rule is AccountAction => Object.hasOwn(ACCOUNT_ACTIONS, rule);

/** Every section, in the table's order (Account Home's tiles keep it). */
export const accountSections = Object.keys(ACCOUNT_SECTIONS) as AccountSection[];

/** A section's entry, typed as the table's shape. */
export function sectionEntry(section: AccountSection): SectionEntry {
  return ACCOUNT_SECTIONS[section];
}

/** What a signed-out visitor is told of a section that needs a login. */
export const LOG_IN_FIRST = 'Log in to see your account.';

function firstUnmet(checks: readonly Check[] | undefined, facts: SectionFacts): string | null {
  return checks?.find((rule) => !rule.met(facts))?.reason ?? null;
}

/**
 * Why these facts may not use a section, in the customer's words, or null when they may (SPEC
 * §5). A visitor who would have to log in first gets LOG_IN_FIRST.
 */
export function sectionRefusal(rule: AccountRule, facts: SectionFacts): string | null {
  if (isAction(rule)) {
    const action: ActionEntry = ACCOUNT_ACTIONS[rule];
    const onItsScreen = action.within
      ? sectionRefusal(action.within, facts)
      : facts.userSignedIn
        ? null
        : LOG_IN_FIRST;
    return onItsScreen ?? firstUnmet(action.customer, facts);
  }
  const entry = sectionEntry(rule);
  return (
    firstUnmet(entry.anyone, facts) ??
    (facts.userSignedIn ? firstUnmet(entry.customer, facts) : LOG_IN_FIRST)
  );
}
