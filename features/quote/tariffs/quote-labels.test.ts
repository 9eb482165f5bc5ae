import { makeFlexQuote, makeTariffQuote as quote } from '@/tests/utils/make-tariff-quote';
import {
  comparedWithWords,
  addMonths,
  durationLabel,
  exitFeeLabel,
  isFlex,
  isTracker,
  isVariable,
  paymentLabel,
  priceKindLabel,
  seasonalMonthlyPence,
  shortTariffName,
  summariseQuote,
  tariffEndDate,
} from './quote-labels';

describe('shortTariffName', () => {
  it.each([
    ['So Fixed 12M / Electricity', 'So Fixed 12M'],
    ['So Flex', 'So Flex'],
    ['So EV/Smart', 'So EV'],
    ['', ''],
  ])('%j → %j', (name, short) => {
    expect(shortTariffName(name)).toBe(short);
  });
});

it("shows 'Monthly Direct Debit' as 'Direct Debit'", () => {
  expect(paymentLabel('Monthly Direct Debit')).toBe('Direct Debit');
});

describe('isVariable', () => {
  it.each([
    ['fixed with a duration', 'Fixed', 12, false],
    ['variable rate', 'Variable', 12, true],
    ['variable rate, no duration', 'Variable', null, true],
    ['fixed rate but no duration', 'Fixed', null, true],
  ] as const)('%s → %s', (_, rate, tariffLengthInMonths, variable) => {
    expect(isVariable(quote({ rate, tariffLengthInMonths }))).toBe(variable);
  });
});

describe('isTracker and isFlex', () => {
  it.each([
    ['a fixed tariff', 'SO-FIX-12M-E', 'SO-FIX-12M-G', false, false],
    ['tracker electricity code', 'SO-TRACKER-E', null, true, false],
    ['tracker gas code only', null, 'SO-TRACKER-G', true, false],
    ['flex (SOOC) electricity code', 'SOOC-FLEX-E', 'SOOC-FLEX-G', false, true],
    ['SOOC on the gas code only', 'SO-FLEX-E', 'SOOC-FLEX-G', false, false],
    ['no codes', null, null, false, false],
  ] as const)('%s: tracker %s, flex %s', (_, elecProductCode, gasProductCode, tracker, flex) => {
    const priced = quote({ elecProductCode, gasProductCode });
    expect(isTracker(priced)).toBe(tracker);
    expect(isFlex(priced)).toBe(flex);
  });
});

describe('tariffEndDate: supply start plus the duration in months', () => {
  it.each([
    ['2026-12-14', 12, '2027-12-14'],
    ['2026-12-14', 18, '2028-06-14'],
    ['2026-12-14', 24, '2028-12-14'],
    ['2026-12-14', 36, '2029-12-14'],
    ['2026-12-14', 72, '2032-12-14'],
    ['2027-01-31', 1, '2027-02-28'],
    ['2027-08-31', 18, '2029-02-28'],
    ['2028-02-29', 12, '2029-02-28'],
    ['2026-12-14', null, null],
  ] as const)('%s + %s months → %s', (supplyStartDate, tariffLengthInMonths, end) => {
    expect(tariffEndDate(quote({ supplyStartDate, tariffLengthInMonths }))).toBe(end);
  });

  it('counts months across years from any month', () => {
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-03-01', 0)).toBe('2026-03-01');
  });
});

describe('durationLabel', () => {
  it.each([
    [12, 'One Year Tariff'],
    [24, 'Two Year Tariff'],
    [36, 'Three Year Tariff'],
    [48, 'Four Year Tariff'],
    [60, 'Five Year Tariff'],
    [72, 'Six Year Tariff'],
    [84, '84 Month Tariff'],
    [18, '18 Month Tariff'],
    [6, '6 Month Tariff'],
    [1, '1 Month Tariff'],
  ])('fixed for %i months → %s', (tariffLengthInMonths, label) => {
    expect(durationLabel(quote({ tariffLengthInMonths }))).toBe(label);
  });

  it.each([
    ['no duration', quote({ tariffLengthInMonths: null }), 'Variable Tariff'],
    ['variable rate', quote({ rate: 'Variable' }), 'Variable Tariff'],
    ['flex', makeFlexQuote(), 'Variable Tariff'],
    [
      'tracker (variable, no duration)',
      quote({ rate: 'Variable', tariffLengthInMonths: null, elecProductCode: 'SO-TRACKER-E' }),
      'Tracker Tariff',
    ],
    [
      'tracker gas code with a duration',
      quote({ gasProductCode: 'SO-TRACKER-G' }),
      'Tracker Tariff',
    ],
  ])('%s → %s', (_, priced, label) => {
    expect(durationLabel(priced)).toBe(label);
  });
});

describe('seasonal monthly cost: monthly × (1 ∓ percent / 100)', () => {
  it.each([
    [100, 15, 8_500, 11_500],
    [70.89, 19, 5_742.09, 8_435.91],
    [90, 5, 8_550, 9_450],
    [75.84, 0, 7_584, 7_584],
  ])('£%d a month at %i%% → %dp in summer, %dp in winter', (cost, factor, summer, winter) => {
    const seasonal = seasonalMonthlyPence(
      quote({ costPerMonthInPounds: cost, seasonalAdjustmentFactor: factor }),
    );
    expect(seasonal.summer).toBeCloseTo(summer, 6);
    expect(seasonal.winter).toBeCloseTo(winter, 6);
  });
});

describe('summariseQuote', () => {
  it('words a fixed quote, its end date and its seasonal costs', () => {
    expect(summariseQuote(quote())).toEqual({
      shortName: 'So Fixed 12M',
      payment: 'Direct Debit',
      duration: 'One Year Tariff',
      variable: false,
      tracker: false,
      flex: false,
      endDate: '2027-12-14',
      summerMonthlyCost: '£57.42',
      winterMonthlyCost: '£84.36',
    });
  });

  it.each([
    [100, 15, '£85', '£115'],
    [90, 5, '£85.50', '£94.50'],
    [80, 0, '£80', '£80'],
  ])(
    '£%d a month at %i%%: %s in summer, %s in winter, two decimals only when not whole',
    (cost, factor, summer, winter) => {
      const summary = summariseQuote(
        quote({ costPerMonthInPounds: cost, seasonalAdjustmentFactor: factor }),
      );
      expect(summary.summerMonthlyCost).toBe(summer);
      expect(summary.winterMonthlyCost).toBe(winter);
    },
  );

  it('words a flex quote: variable, flex, no end date', () => {
    expect(summariseQuote(makeFlexQuote())).toMatchObject({
      shortName: 'So Flex',
      duration: 'Variable Tariff',
      variable: true,
      flex: true,
      tracker: false,
      endDate: null,
    });
  });
});

describe('priceKindLabel', () => {
  it.each([
    ['fixed with a duration', quote(), 'Fixed'],
    ['variable rate', quote({ rate: 'Variable' }), 'Variable'],
    ['no duration', quote({ tariffLengthInMonths: null }), 'Variable'],
    ['flex (SOOC)', makeFlexQuote(), 'Flex'],
    ['tracker', quote({ rate: 'Variable', elecProductCode: 'SO-TRACKER-E' }), 'Tracker'],
  ])('%s → %s', (_, priced, label) => {
    expect(priceKindLabel(priced)).toBe(label);
  });
});

describe('exitFeeLabel: per fuel, two decimals only when not whole', () => {
  it.each([
    [50, '£50'],
    [75.5, '£75.50'],
    [0, 'None'],
    [0.001, 'None'],
  ])('£%d → %s', (earlyExitFeePerFuelInPounds, label) => {
    expect(exitFeeLabel({ earlyExitFeePerFuelInPounds })).toBe(label);
  });
});

describe('comparedWithWords: a year against staying on the variable tariff, to the penny', () => {
  const flex = { tariffName: 'So Flex / Electricity', costPerYearInPounds: 1896.71 };

  it.each([
    [1779.27, '£117.44 a year less than staying on So Flex'],
    [1996.71, '£100 a year more than staying on So Flex'],
    [1896.71, 'The same as staying on So Flex'],
    // 0.1 + 0.2 in pounds is not 0.3: the difference is taken in whole pence.
    [1896.41, '£0.30 a year less than staying on So Flex'],
  ])('£%d a year reads "%s"', (costPerYearInPounds, words) => {
    expect(comparedWithWords(quote({ costPerYearInPounds }), flex)).toBe(words);
  });
});
