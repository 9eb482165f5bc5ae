import type { ConsentState, ConsentType } from '../../lib/analytics/consent-mode';
import { gtag, pushDataLayerEvent } from '../../lib/analytics/data-layer';
import { cookieCategories, type CookieCategory, type CookiePreferences } from './preferences';

/**
 * What each category allows in Google Consent Mode (issue 7). Strictly necessary cookies need no
 * consent: the default already grants security storage.
 */
export const consentTypesByCategory: Readonly<Record<CookieCategory, readonly ConsentType[]>> = {
  necessary: [],
  performance: ['analytics_storage'],
  functional: ['functionality_storage', 'personalization_storage'],
  advertising: ['ad_storage', 'ad_user_data', 'ad_personalization'],
};

export function consentStateFor(preferences: CookiePreferences): ConsentState {
  return Object.fromEntries(
    cookieCategories.flatMap((category) =>
      consentTypesByCategory[category].map((type) => [
        type,
        preferences[category] ? 'granted' : 'denied',
      ]),
    ),
  );
}

/** Tells tags about a choice: a Consent Mode update, then an event triggers can match. */
export function updateConsent(preferences: CookiePreferences): void {
  gtag('consent', 'update', consentStateFor(preferences));
  pushDataLayerEvent({ event: 'cookie_consent_update', cookie_preferences: { ...preferences } });
}
