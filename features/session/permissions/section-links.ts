import { ACCOUNT_SHORT_FORMS } from '@/lib/account-redirects';
import {
  ACCOUNT_SECTIONS,
  accountSections,
  type AccountSection,
} from '@/lib/gateway/contract/account-sections';
import { siteLink } from './site-link';

/**
 * Every account screen the permission model answers for, with its canonical route, is an entry
 * of lib/gateway/contract/account-sections.ts. Account Home and the login page are open to
 * every signed-in customer and every visitor respectively, so they are not sections.
 */
export type { AccountSection };
export { accountSections };

/** The section's canonical link. */
export function sectionPath(section: AccountSection): string {
  return ACCOUNT_SECTIONS[section].route;
}

/** Each section's route as a path and the query keys that tell it apart (renew?fixed-contract). */
const ROUTES = accountSections.flatMap((section) => {
  const link = siteLink(sectionPath(section));
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
