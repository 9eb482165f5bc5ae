import { useSession } from '../session-context';
import type { FeatureFlags, PermissionContext } from './access';
import { permissionContextFrom } from './permission-context';

/**
 * The permission context of whoever is using the site, for `access()` and `linkAccess()`;
 * the feature flags come from the page's site chrome.
 */
export function usePermissionContext(featureFlags: FeatureFlags): PermissionContext {
  return permissionContextFrom(useSession(), featureFlags);
}
