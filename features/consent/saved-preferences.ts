import { useSyncExternalStore } from 'react';
import { getCookie, setCookie } from '../../lib/cookies';
import { updateConsent } from './consent-mode';
import {
  decodePreferences,
  encodePreferences,
  needsReload,
  type CookiePreferences,
} from './preferences';

/** SPEC §9: the preference cookie, kept for about half a year. */
export const PREFERENCES_COOKIE = 'cookie-preferences';
export const PREFERENCES_LIFETIME_DAYS = 182;

const listeners = new Set<() => void>();
let lastRead: { value: string | undefined; preferences: CookiePreferences | null } | undefined;

/** The saved preferences, or null when the visitor has not chosen yet. */
export function readSavedPreferences(): CookiePreferences | null {
  const value = getCookie(PREFERENCES_COOKIE);
  // The same object while the cookie is unchanged, as useSyncExternalStore requires.
  if (!lastRead || lastRead.value !== value) {
    lastRead = { value, preferences: decodePreferences(value) };
  }
  return lastRead.preferences;
}

/**
 * Saves a choice, tells the tags and every reader. Returns true when the page must reload so that
 * scripts the previous choice allowed stop running.
 */
export function savePreferences(next: CookiePreferences): boolean {
  const previous = readSavedPreferences();
  setCookie(PREFERENCES_COOKIE, encodePreferences(next), { days: PREFERENCES_LIFETIME_DAYS });
  updateConsent(next);
  listeners.forEach((listener) => listener());
  return needsReload(previous, next);
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/**
 * The saved preferences: null before the visitor chooses, undefined while not yet known (on the
 * server, where static pages cannot see cookies, and during hydration).
 */
export function useSavedCookiePreferences(): CookiePreferences | null | undefined {
  return useSyncExternalStore(subscribe, readSavedPreferences, () => undefined);
}
