import { ACCOUNT_SHORT_FORMS } from '@/lib/account-redirects';
import { siteLink } from './site-link';

/**
 * Every account screen the permission model answers for, at its canonical route
 * (docs/architecture.md "Routes"). Account Home and the login page are open to every signed-in
 * customer and every visitor respectively, so they are not sections.
 */
const SECTION_ROUTES = {
  renew: '/accounts/renew',
  renewFixedContract: '/accounts/renew?fixed-contract',
  balance: '/accounts/balance',
  readings: '/accounts/readings',
  usage: '/accounts/usage',
  payments: '/accounts/payments',
  personalDetails: '/accounts/edit',
  tariff: '/accounts/tariff-information',
  refer: '/accounts/refer',
  change: '/accounts/change',
  smartMeterPortal: '/accounts/smart_meter_portal',
  warmHomeDiscount: '/accounts/warm-home-discount',
  movingHomeHelp: '/accounts/help/moving',
  moveOutStatus: '/accounts/move-out/status',
  admin: '/accounts/admin',
} as const;

export type AccountSection = keyof typeof SECTION_ROUTES;

export const accountSections = Object.keys(SECTION_ROUTES) as AccountSection[];

/** The section's canonical link. */
export function sectionPath(section: AccountSection): string {
  return SECTION_ROUTES[section];
}

/** Each section's route as a path and the query keys that tell it apart (renew?fixed-contract). */
const ROUTES = accountSections.flatMap((section) => {
  const link = siteLink(SECTION_ROUTES[section]);
  return link ? [{ section, path: link.path, queryKeys: [...link.query.keys()] }] : [];
});

/** SPEC §2: "any link containing /warm-home-discount", on this site or another. */
const WARM_HOME_DISCOUNT = '/warm-home-discount';

/**
 * The section a link leads to, by its canonical route or a short form (`/renew`, `/tariff`…,
 * from lib/account-redirects), or null for a link to anything else. Paths of other sites mean
 * nothing here, but for the Warm Home Discount.
 */
export function sectionOfLink(href: string): AccountSection | null {
  if (href.includes(WARM_HOME_DISCOUNT)) return 'warmHomeDiscount';
  const link = siteLink(href);
  if (!link) return null;
  const path = Object.hasOwn(ACCOUNT_SHORT_FORMS, link.path)
    ? ACCOUNT_SHORT_FORMS[link.path]
    : link.path;
  const candidates = ROUTES.filter(
    (route) => route.path === path && route.queryKeys.every((key) => link.query.has(key)),
  );
  // The route naming the most of the link's query wins: renew?fixed-contract over renew.
  candidates.sort((a, b) => b.queryKeys.length - a.queryKeys.length);
  return candidates[0]?.section ?? null;
}
