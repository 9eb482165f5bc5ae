// @vitest-environment jsdom
import { allAccepted, defaultPreferences, type CookiePreferences } from './preferences';
import { consentStateFor, updateConsent } from './consent-mode';

describe('Consent Mode mapping', () => {
  const denied = {
    analytics_storage: 'denied',
    functionality_storage: 'denied',
    personalization_storage: 'denied',
    ad_storage: 'denied',
    ad_user_data: 'denied',
    ad_personalization: 'denied',
  };

  it.each<[string, Partial<CookiePreferences>, Record<string, string>]>([
    ['nothing optional', {}, {}],
    ['performance', { performance: true }, { analytics_storage: 'granted' }],
    [
      'functional',
      { functional: true },
      { functionality_storage: 'granted', personalization_storage: 'granted' },
    ],
    [
      'advertising',
      { advertising: true },
      { ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' },
    ],
  ])('%s', (_case, choice, granted) => {
    expect(consentStateFor({ ...defaultPreferences, ...choice })).toEqual({
      ...denied,
      ...granted,
    });
  });
});

describe('updateConsent', () => {
  afterEach(() => {
    delete window.dataLayer;
  });

  it('pushes a gtag consent update (as an arguments object) and an event', () => {
    updateConsent({ ...allAccepted, advertising: false });

    const [command, event] = window.dataLayer ?? [];
    expect(Object.prototype.toString.call(command)).toBe('[object Arguments]');
    expect(Array.from(command as ArrayLike<unknown>)).toEqual([
      'consent',
      'update',
      expect.objectContaining({ analytics_storage: 'granted', ad_storage: 'denied' }),
    ]);
    expect(event).toEqual({
      event: 'cookie_consent_update',
      cookie_preferences: {
        necessary: true,
        performance: true,
        functional: true,
        advertising: false,
      },
    });
  });
});
