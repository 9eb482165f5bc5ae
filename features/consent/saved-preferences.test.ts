// @vitest-environment jsdom
import { clearAllCookies } from '@/tests/utils/cookies';
import { allAccepted, defaultPreferences } from './preferences';
import {
  PREFERENCES_COOKIE,
  PREFERENCES_LIFETIME_DAYS,
  readSavedPreferences,
  savePreferences,
} from './saved-preferences';

describe('saved preferences', () => {
  afterEach(() => {
    vi.restoreAllMocks();
    clearAllCookies();
    delete window.dataLayer;
  });

  it('are in the cookie-preferences cookie for 182 days', () => {
    expect(PREFERENCES_COOKIE).toBe('cookie-preferences');
    expect(PREFERENCES_LIFETIME_DAYS).toBe(182);
    const writes: string[] = [];
    vi.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
    });
    savePreferences(defaultPreferences);
    const expires = Date.parse(writes[0]?.match(/expires=([^;]+)/)?.[1] ?? '');
    expect(writes[0]).toMatch(/^cookie-preferences=/);
    expect(Math.round((expires - Date.now()) / 86_400_000)).toBe(182);
  });

  it('read back what was saved, and null before anything is', () => {
    expect(readSavedPreferences()).toBeNull();
    savePreferences(allAccepted);
    expect(readSavedPreferences()).toEqual(allAccepted);
    expect(readSavedPreferences()).toBe(readSavedPreferences());
  });

  it('ask for a reload only when a saved category is turned off', () => {
    expect(savePreferences(allAccepted)).toBe(false);
    expect(savePreferences(allAccepted)).toBe(false);
    expect(savePreferences({ ...allAccepted, advertising: false })).toBe(true);
  });
});
