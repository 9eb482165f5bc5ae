export { navigationContentSchema, navigationItemSchema } from './schema';
export type { NavigationContent, NavigationItem } from './schema';
export { signedOutUserStatus, userStatusSchema, renewalSchema } from './user-status';
export type { FeatureFlags, Renewal, UserStatus } from './user-status';
export { visibleMenuItems } from './menu-visibility';
export type { MenuContext } from './menu-visibility';
export { Header, SITE_TITLE } from './header';
export { NavigationSessionContext, signedOutSession } from './session-context';
export type { NavigationSession } from './session-context';
