import type { NavigationItem } from './schema';
import type { FeatureFlags, Renewal, UserStatus } from './user-status';

export interface MenuContext {
  userStatus: UserStatus;
  featureFlags: FeatureFlags;
  /** The customer's move-out record was fetched (they are moving out). */
  moveOutRecordFetched: boolean;
  renewals: Renewal[];
  /** The account being viewed, for pending renewals. */
  accountNumber?: string;
  /** The agreement being viewed, where the renewal concerns one agreement. */
  agreementId?: string;
}

const PENDING = 'Pending';

export function hasPendingRenewal({ renewals, accountNumber, agreementId }: MenuContext): boolean {
  return renewals.some(
    (renewal) =>
      renewal.status === PENDING &&
      renewal.account_number === accountNumber &&
      (agreementId === undefined || renewal.agreement_ids.includes(agreementId)),
  );
}

interface LinkTarget {
  path: string;
  query: URLSearchParams;
  href: string;
}

interface MenuRule {
  matches: (target: LinkTarget) => boolean;
  visible: (context: MenuContext) => boolean;
}

const onPath =
  (...paths: string[]) =>
  ({ path }: LinkTarget) =>
    paths.includes(path);

const signedIn = (context: MenuContext) => context.userStatus.userSignedIn;

/**
 * A rule about the signed-in customer's account: signed-out visitors are not judged by it (the
 * account links they can see, like meter readings, lead to the log-in page).
 */
const forAccount =
  (allowed: (status: UserStatus, context: MenuContext) => boolean) => (context: MenuContext) =>
    !signedIn(context) || allowed(context.userStatus, context);

const canRenew = (status: UserStatus, context: MenuContext) =>
  context.featureFlags.renewalPromotionEnabled &&
  status.accountCanRenew &&
  !hasPendingRenewal(context);

const isRenewal = onPath('/renew', '/accounts/renew');
const isFixedContractRenewal = (target: LinkTarget) =>
  isRenewal(target) && target.query.has('fixed-contract');

/** SPEC §5's menu rules, each for the links it names (short and canonical forms). */
const RULES: MenuRule[] = [
  {
    matches: onPath('/get-a-quote'),
    visible: (context) => context.featureFlags.prospectSwitchJourneyEnabled,
  },
  {
    matches: onPath('/help/moving', '/accounts/help/moving'),
    visible: (context) => !context.moveOutRecordFetched,
  },
  {
    matches: onPath('/move-out/status', '/accounts/move-out/status'),
    visible: (context) => signedIn(context) && context.moveOutRecordFetched,
  },
  {
    matches: isFixedContractRenewal,
    visible: forAccount(
      (status, context) => canRenew(status, context) && status.onVariableContract,
    ),
  },
  {
    matches: isRenewal,
    visible: forAccount(
      (status, context) => canRenew(status, context) && !status.onVariableContract,
    ),
  },
  {
    matches: onPath('/balance', '/accounts/balance'),
    visible: forAccount((status) => status.accountUnlocked),
  },
  {
    matches: onPath(
      '/readings',
      '/accounts/readings',
      '/usage',
      '/accounts/usage',
      '/payments',
      '/accounts/payments',
    ),
    visible: forAccount((status) => status.accountUnlocked && !status.accountRestricted),
  },
  {
    matches: onPath('/tariff', '/accounts/tariff-information'),
    visible: forAccount((status) => !status.accountRestricted),
  },
  {
    matches: onPath('/refer', '/accounts/refer'),
    visible: forAccount((status) => !status.blacklistedVoucher && !status.referDisabledGlobally),
  },
  {
    matches: onPath('/choose', '/accounts/change'),
    visible: forAccount((status) => status.multipleAccounts),
  },
  {
    matches: onPath('/accounts/smart_meter_portal'),
    visible: forAccount((status) => status.eligibleForSmartMeter.eligible),
  },
  {
    matches: ({ href }) => href.includes('/warm-home-discount'),
    visible: forAccount((status) => status.warmHomeDiscountRegionEligible),
  },
  {
    matches: onPath('/admin', '/accounts/admin'),
    visible: forAccount((status) => status.admin),
  },
];

const SITE_RELATIVE = 'https://site.invalid';

function linkTarget(href: string): LinkTarget {
  const url = new URL(href, SITE_RELATIVE);
  // Paths are only compared for links within this site; other sites' paths mean nothing here.
  const path = url.origin === SITE_RELATIVE ? url.pathname.replace(/(.)\/$/, '$1') : '';
  return { path, query: url.searchParams, href };
}

function linkVisible(href: string | undefined, context: MenuContext): boolean {
  if (href === undefined) return true;
  const target = linkTarget(href);
  const rule = RULES.find((candidate) => candidate.matches(target));
  return rule ? rule.visible(context) : true;
}

/**
 * The header's items as this visitor may see them (SPEC §5): hidden per sign-in state, then
 * each link kept only if its rule allows; a group left with nothing to open is dropped too.
 */
export function visibleMenuItems(items: NavigationItem[], context: MenuContext): NavigationItem[] {
  const isSignedIn = signedIn(context);
  return items.flatMap((item) => {
    if (isSignedIn ? item.hideWhenLoggedIn : item.hideWhenLoggedOut) return [];
    if (!linkVisible(item.link, context)) return [];
    const navLinks = visibleMenuItems(item.navLinks, context);
    if (item.link === undefined && navLinks.length === 0) return [];
    return [{ ...item, navLinks }];
  });
}
