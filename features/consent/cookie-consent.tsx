import { useEffect, useRef } from 'react';
import { announce } from '@/lib/ui/live-region';
import { codeSplit } from '@/lib/ui/code-split';
import { MAIN_CONTENT_ID } from '@/lib/ui/skip-link';
import { CookieBanner } from './cookie-banner';
import { allAccepted, defaultPreferences, type CookiePreferences } from './preferences';
import { useCookiePreferencesModal } from './preferences-store';
import { reloadPage } from './reload-page';
import { savePreferences, useSavedCookiePreferences } from './saved-preferences';

/**
 * When the banner goes while it held keyboard focus (or starts to leave, inert, with it), focus
 * would fall back to the top of the document: it goes to the main content instead, where the
 * skip link would take it.
 */
function useFocusMainWhenBannerCloses(showing: boolean) {
  const wasShowing = useRef(showing);
  useEffect(() => {
    const focused = document.activeElement;
    const focusLost = !focused || focused === document.body || focused.closest('[inert]') !== null;
    if (wasShowing.current && !showing && focusLost) {
      document.getElementById(MAIN_CONTENT_ID)?.focus();
    }
    wasShowing.current = showing;
  }, [showing]);
}

/**
 * The preferences modal downloads apart from every page's first load, and only when a visitor
 * reaches for it (the banner's Manage Preferences, or the footer's link): its stylesheet is not
 * one the page gains after it arrived.
 */
const CookiePreferencesModal = codeSplit(
  () => import('./cookie-preferences-modal').then((module) => module.CookiePreferencesModal),
  () => null,
);

/** Starts the modal's download: a visitor's pointer or focus has reached a way to open it. */
export const preloadCookiePreferences = () => CookiePreferencesModal.preload();

/** The cookie banner and preferences modal, mounted once for every page by the app shell. */
export function CookieConsent() {
  const saved = useSavedCookiePreferences();
  const { isOpen, close } = useCookiePreferencesModal();
  useFocusMainWhenBannerCloses(saved === null);

  const save = (preferences: CookiePreferences) => {
    const reload = savePreferences(preferences);
    close();
    if (reload) reloadPage();
    else announce('Your cookie preferences have been saved.');
  };

  return (
    <>
      {/* In the static page too (saved is undefined there), so that the banner is painted with
          the page, not after the scripts; the head script hides it for a saved choice. */}
      <CookieBanner
        showing={saved == null}
        onAcceptAll={() => save(allAccepted)}
        onManageIntent={() => void preloadCookiePreferences()}
      />
      {isOpen && (
        <CookiePreferencesModal
          initial={saved ?? defaultPreferences}
          onSave={save}
          onClose={close}
        />
      )}
    </>
  );
}
