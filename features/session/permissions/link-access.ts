import { access, type Access, type PermissionContext } from './access';
import { sectionOfLink } from './section-links';
import { isQuoteJourneyLink, quoteJourneyAccess } from './quote-journey';

/**
 * The answer for a link's destination (an account section or the quote journey), for readers
 * such as the header that hold links rather than sections; null for a link no rule covers.
 */
export function linkAccess(href: string, context: PermissionContext): Access | null {
  const section = sectionOfLink(href);
  if (section) return access(section, context);
  return isQuoteJourneyLink(href) ? quoteJourneyAccess(context) : null;
}
