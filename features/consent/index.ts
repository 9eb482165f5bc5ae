export { CookieConsent, preloadCookiePreferences } from './cookie-consent';
export { ConsentHeadScripts } from './head-scripts';
export {
  closeCookiePreferences,
  openCookiePreferences,
  useCookiePreferencesModal,
} from './preferences-store';
export type { CookieCategory, CookiePreferences } from './preferences';
export { useSavedCookiePreferences } from './saved-preferences';
