import { ALLOWED, type Access, type PermissionContext } from './access';
import { siteLink } from './site-link';

/** Where the quote journey starts: the page with the quote starter. */
const QUOTE_JOURNEY_PATH = '/get-a-quote';

/**
 * The quote-and-switch journey is a prospect's, not an account section: open to anyone
 * (SPEC §6) while the CMS's prospect switch journey flag is on (SPEC §5's /get-a-quote rule).
 */
export function quoteJourneyAccess({
  featureFlags,
}: Pick<PermissionContext, 'featureFlags'>): Access {
  return featureFlags.prospectSwitchJourneyEnabled
    ? ALLOWED
    : {
        allowed: false,
        reason: 'Online quotes are not available at the moment.',
        logInFirst: false,
      };
}

export function isQuoteJourneyLink(href: string): boolean {
  return siteLink(href)?.path === QUOTE_JOURNEY_PATH;
}
