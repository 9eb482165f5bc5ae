export { AppShell, layouts } from './app-shell';
export type { LayoutName, PageShellOptions } from './app-shell';
export { ErrorScreen } from './error-screen';
export type { ErrorScreenVariant } from './error-screen';
export { ErrorPageBoundary } from './error-page-boundary';
export { StagingBanner } from './staging-banner';
export { NO_SITE_CHROME } from './no-site-chrome';
export type { SiteChrome, SiteChromeInput } from './site-chrome';
