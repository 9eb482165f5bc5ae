import { useSession } from '../provider/session-context';
import type { PermissionContext } from './access';
import { useFeatureFlags } from './feature-flags';
import { permissionContextFrom } from './permission-context';

/**
 * The permission context of whoever is using the site, for `access()` and `linkAccess()`:
 * their session, and the feature flags SessionProvider was given from the page's site chrome.
 */
export function usePermissionContext(): PermissionContext {
  return permissionContextFrom(useSession(), useFeatureFlags());
}
