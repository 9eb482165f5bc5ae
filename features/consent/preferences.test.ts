import {
  allAccepted,
  decodePreferences,
  defaultPreferences,
  encodePreferences,
  needsReload,
  type CookiePreferences,
} from './preferences';

const prefs = (overrides: Partial<CookiePreferences>): CookiePreferences => ({
  ...defaultPreferences,
  ...overrides,
});

describe('cookie preferences', () => {
  it('start with only strictly necessary cookies on', () => {
    expect(defaultPreferences).toEqual({
      necessary: true,
      performance: false,
      functional: false,
      advertising: false,
    });
  });

  it('Accept All turns every category on', () => {
    expect(Object.values(allAccepted)).toEqual([true, true, true, true]);
  });

  it('encode as one { id, value } per category (SPEC §3)', () => {
    expect(JSON.parse(encodePreferences(prefs({ performance: true })))).toEqual([
      { id: 'necessary', value: true },
      { id: 'performance', value: true },
      { id: 'functional', value: false },
      { id: 'advertising', value: false },
    ]);
  });

  it.each([allAccepted, defaultPreferences, prefs({ functional: true, advertising: true })])(
    'round-trip %o',
    (preferences) => {
      expect(decodePreferences(encodePreferences(preferences))).toEqual(preferences);
    },
  );

  it.each<[string, string | undefined, CookiePreferences | null]>([
    ['no cookie', undefined, null],
    ['not JSON', 'yes please', null],
    ['not a list', '{"performance":true}', null],
    ['null', 'null', null],
    ['a list of something else', '[null, 1, "performance"]', null],
    ['an entry without a value', '[{"id":"performance"}]', null],
    ['an unknown category', '[{"id":"tracking","value":true}]', null],
    ['a value that is not a boolean', '[{"id":"performance","value":"true"}]', null],
    ['an empty list', '[]', defaultPreferences],
    ['a missing category', '[{"id":"advertising","value":true}]', prefs({ advertising: true })],
    ['necessary turned off', '[{"id":"necessary","value":false}]', defaultPreferences],
  ])('decode %s', (_case, value, expected) => {
    expect(decodePreferences(value)).toEqual(expected);
  });

  it.each<[string, CookiePreferences | null, CookiePreferences, boolean]>([
    ['a first choice', null, defaultPreferences, false],
    ['a first Accept All', null, allAccepted, false],
    ['the same choice again, all allowed', allAccepted, allAccepted, false],
    ['allowing everything after a saved choice', defaultPreferences, allAccepted, false],
    [
      'allowing more, with a category still off',
      defaultPreferences,
      prefs({ performance: true }),
      true,
    ],
    [
      'saving the same choice with a category off',
      prefs({ functional: true }),
      prefs({ functional: true }),
      true,
    ],
    ['turning performance off', allAccepted, { ...allAccepted, performance: false }, true],
    ['turning advertising off', prefs({ advertising: true }), defaultPreferences, true],
    [
      'swapping one category for another',
      prefs({ functional: true }),
      prefs({ performance: true }),
      true,
    ],
  ])('%s reloads the page: %s', (_case, previous, next, expected) => {
    expect(needsReload(previous, next)).toBe(expected);
  });
});
