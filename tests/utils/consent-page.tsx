import { render } from '@testing-library/react';
import { CookieConsent, openCookiePreferences } from '@/features/consent';
import { MAIN_CONTENT_ID } from '@/lib/ui/skip-link';

/**
 * A page as the app shell lays it out for cookie consent: the banner and preferences first,
 * then the main content, with the footer's 'Cookie Preferences' button in it.
 */
export function renderConsentPage() {
  return render(
    <>
      <CookieConsent />
      <main id={MAIN_CONTENT_ID} tabIndex={-1}>
        <h1>Our tariffs</h1>
        <button type="button" onClick={openCookiePreferences}>
          Cookie Preferences
        </button>
      </main>
    </>,
  );
}
