import { makeTariffPrices as tariff } from '@/tests/utils/make-tariff-prices';
import { rowsFor, tariffTerms } from './tariff-terms';

describe('tariff terms', () => {
  it('describes fixed, flex, tracker and EV tariffs', () => {
    expect(tariffTerms(tariff({ lengthMonths: 24, exitFeePerFuelInPence: 7550 }))).toBe(
      'Fixed for 24 months · £75.50 exit fee per fuel',
    );
    const variable = { pricing: 'variable', lengthMonths: null, exitFeePerFuelInPence: 0 } as const;
    const withCode = (code: string) =>
      tariff({ ...variable, gas: { code, standingChargeInPence: 30, unitRateInPence: 6 } });
    expect(tariffTerms(withCode('SOOC-FLEX-G'))).toBe(
      'Variable: follows the price cap · No exit fees',
    );
    expect(tariffTerms(withCode('SO-TRACKER-G'))).toBe(
      'Variable: follows wholesale prices · No exit fees',
    );
    expect(tariffTerms(withCode('SO-OTHER-G'))).toBe('Variable · No exit fees');
    expect(tariffTerms(tariff({ kind: 'ev' }))).toBe(
      'Fixed for 12 months · £50 exit fee per fuel · Needs a smart meter',
    );
  });

  it('picks the product for the meter, keeping to the names asked for', () => {
    const flex = tariff({
      name: 'So Flex',
      electricity: [
        ...tariff().electricity,
        {
          code: 'SOOC-FLEX-E7',
          meterProfile: 'eco7',
          standingChargeInPence: 45.47,
          unitRates: [
            { name: 'day', unitRateInPence: 31.42 },
            { name: 'night', unitRateInPence: 14.61 },
          ],
        },
      ],
    });
    const fixed = tariff();
    expect(rowsFor([flex, fixed], 'economy7', [])).toEqual({
      rows: [{ tariff: flex, electricity: flex.electricity[1] }],
      unavailable: ['So Fixed 12M'],
    });
    expect(rowsFor([flex, fixed], 'single-rate', ['So Fixed 12M'])).toEqual({
      rows: [{ tariff: fixed, electricity: fixed.electricity[0] }],
      unavailable: [],
    });
  });
});
