import { linkAccess, type PermissionContext } from '@/features/session';
import type { NavigationItem } from './schema';

/**
 * A link stays unless the permission model refuses its destination; a signed-out visitor still
 * sees account links the CMS shows them, which lead to the log-in page.
 */
function linkVisible(href: string | undefined, context: PermissionContext): boolean {
  if (href === undefined) return true;
  const answer = linkAccess(href, context);
  return answer === null || answer.allowed || answer.logInFirst;
}

/**
 * The header's items as this visitor may see them (SPEC §5): hidden per sign-in state as the
 * CMS says, then each link kept only if the permission model allows where it leads; a group
 * left with nothing to open is dropped too.
 */
export function visibleMenuItems(
  items: NavigationItem[],
  context: PermissionContext,
): NavigationItem[] {
  const signedIn = context.userStatus.userSignedIn;
  return items.flatMap((item) => {
    if (signedIn ? item.hideWhenLoggedIn : item.hideWhenLoggedOut) return [];
    if (!linkVisible(item.link, context)) return [];
    const navLinks = visibleMenuItems(item.navLinks ?? [], context);
    if (item.link === undefined && navLinks.length === 0) return [];
    return [{ ...item, navLinks: navLinks.length > 0 ? navLinks : undefined }];
  });
}
