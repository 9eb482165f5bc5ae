// @vitest-environment jsdom
import { clearAllCookies } from '@/tests/utils/cookies';
import { consentModeScript, SAVED_CHOICE_ATTRIBUTE } from './consent-mode-script';
import { consentStateFor } from './consent-mode';
import { allAccepted, decodePreferences, defaultPreferences } from './preferences';

/** Runs the head script as the browser would, and returns the gtag commands it queued. */
function runScript(): unknown[][] {
  new Function(consentModeScript())();
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

const setPreferenceCookie = (value: string) => {
  document.cookie = `cookie-preferences=${encodeURIComponent(value)}; path=/`;
};

describe('consent mode head script', () => {
  const choiceMarked = () => document.documentElement.hasAttribute(SAVED_CHOICE_ATTRIBUTE);

  afterEach(() => {
    delete window.dataLayer;
    clearAllCookies();
    document.documentElement.removeAttribute(SAVED_CHOICE_ATTRIBUTE);
  });

  it('sets the default first: everything denied except security storage', () => {
    expect(runScript()).toEqual([
      [
        'consent',
        'default',
        {
          ad_storage: 'denied',
          ad_user_data: 'denied',
          ad_personalization: 'denied',
          analytics_storage: 'denied',
          functionality_storage: 'denied',
          personalization_storage: 'denied',
          security_storage: 'granted',
        },
      ],
    ]);
  });

  it('keeps what is already queued in the data layer', () => {
    window.dataLayer = [{ event: 'early' }];
    new Function(consentModeScript())();
    expect(window.dataLayer).toHaveLength(2);
  });

  it.each([
    [
      'Accept All',
      JSON.stringify([
        { id: 'necessary', value: true },
        { id: 'performance', value: true },
        { id: 'functional', value: true },
        { id: 'advertising', value: true },
      ]),
    ],
    [
      'performance off',
      JSON.stringify([
        { id: 'performance', value: false },
        { id: 'advertising', value: true },
      ]),
    ],
    ['an empty choice', '[]'],
    [
      'a repeated category (the last one counts)',
      '[{"id":"functional","value":true},{"id":"functional","value":false}]',
    ],
  ])('applies a saved choice (%s) exactly as the app reads it', (_case, cookie) => {
    setPreferenceCookie(cookie);
    const preferences = decodePreferences(cookie);
    expect(preferences).not.toBeNull();
    expect(runScript()[1]).toEqual([
      'consent',
      'update',
      consentStateFor(preferences ?? defaultPreferences),
    ]);
    expect(choiceMarked()).toBe(true);
  });

  it.each([
    ['not JSON', 'accept'],
    ['an unknown category', '[{"id":"tracking","value":true}]'],
    ['a string value', '[{"id":"performance","value":"true"}]'],
    ['an object', '{"performance":true}'],
    ['null', 'null'],
    ['broken escaping', '%E0%A4%A'],
  ])('ignores a cookie the app would not read either (%s)', (_case, cookie) => {
    document.cookie = `cookie-preferences=${cookie}; path=/`;
    expect(decodePreferences(cookie)).toBeNull();
    expect(runScript()).toHaveLength(1);
    expect(choiceMarked()).toBe(false);
  });

  it('marks nothing on a first visit', () => {
    runScript();
    expect(choiceMarked()).toBe(false);
  });

  it('reads the cookie js-cookie wrote', async () => {
    const { savePreferences } = await import('./saved-preferences');
    savePreferences(allAccepted);
    delete window.dataLayer;
    expect(runScript()[1]).toEqual(['consent', 'update', consentStateFor(allAccepted)]);
  });
});
