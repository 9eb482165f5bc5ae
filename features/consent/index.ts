export {
  closeCookiePreferences,
  openCookiePreferences,
  useCookiePreferencesModal,
} from './preferences-store';
