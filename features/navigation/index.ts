export { navigationContentSchema, navigationItemSchema } from './schema';
export type { NavigationContent, NavigationItem } from './schema';
export { Header, SITE_TITLE } from './header';
export { hasLink, MenuLink } from './menu-link';
