import { quoteRequest } from './contract/quotes';
import { makeQuoteAnswers } from '@/tests/utils/make-quote-journey';
import { buildQuoteRequest, exactUsageAmount } from './quote-request';

describe('buildQuoteRequest (SPEC §5 payload rules)', () => {
  it('sends both usages blank for a typical profile', () => {
    expect(buildQuoteRequest(makeQuoteAnswers())).toMatchObject({
      estimatedUsageType: 'MEDIUM',
      electricityUsagePerYearInKwh: '',
      gasUsagePerYearInKwh: '',
    });
  });

  it('multiplies a monthly exact amount by 12 and rounds it to whole kWh a year', () => {
    const request = buildQuoteRequest(
      makeQuoteAnswers({
        usage: { profile: 'EXACT_AMOUNT', period: 'month', electricityKwh: 250.4, gasKwh: 83.46 },
      }),
    );
    // 250.4 × 12 = 3,004.8 → 3,005; 83.46 × 12 = 1,001.52 → 1,002.
    expect(request).toMatchObject({
      electricityUsagePerYearInKwh: '3005',
      gasUsagePerYearInKwh: '1002',
    });
    expect(quoteRequest.safeParse(request).success).toBe(true);
  });

  it('sends a yearly exact amount as given, rounded', () => {
    const request = buildQuoteRequest(
      makeQuoteAnswers({
        usage: { profile: 'EXACT_AMOUNT', period: 'year', electricityKwh: 3000, gasKwh: 12_000.4 },
      }),
    );
    expect(request).toMatchObject({
      electricityUsagePerYearInKwh: '3000',
      gasUsagePerYearInKwh: '12000',
    });
  });

  it.each([
    ['GAS_ONLY', '', '12000'],
    ['ELECTRICITY_ONLY', '3000', ''],
  ] as const)('leaves the other fuel blank for %s', (fuelType, electricity, gas) => {
    const request = buildQuoteRequest(
      makeQuoteAnswers({
        fuelType,
        usage: { profile: 'EXACT_AMOUNT', period: 'year', electricityKwh: 3000, gasKwh: 12_000 },
      }),
    );
    expect(request).toMatchObject({
      electricityUsagePerYearInKwh: electricity,
      gasUsagePerYearInKwh: gas,
    });
    expect(quoteRequest.safeParse(request).success).toBe(true);
  });

  it('sends the MPRN only with gas', () => {
    const meters = { mpan: '2263104914772', mprn: '5856717506' };
    expect(buildQuoteRequest(makeQuoteAnswers(meters))).toMatchObject(meters);
    expect(
      buildQuoteRequest(makeQuoteAnswers({ ...meters, fuelType: 'ELECTRICITY_ONLY' })),
    ).not.toHaveProperty('mprn');
  });

  it.each([
    [{ selected: true, vehicleIsEv: true, meterEligible: true }, true],
    [{ selected: true, vehicleIsEv: false, meterEligible: true }, false],
    [{ selected: true, vehicleIsEv: true, meterEligible: false }, false],
    [{ selected: false, vehicleIsEv: true, meterEligible: true }, false],
  ])('asks for EV quotes only for a valid EV on an eligible meter: %j → %s', (ev, wanted) => {
    expect(buildQuoteRequest(makeQuoteAnswers({ ev })).generateQuotesForEvTariffs).toBe(wanted);
  });
});

describe('exact usage entry (SPEC §5 ranges, each bound and one past it)', () => {
  it.each([
    ['gas', 'month', 79, false],
    ['gas', 'month', 80, true],
    ['gas', 'month', 6000, true],
    ['gas', 'month', 6001, false],
    ['gas', 'year', 999, false],
    ['gas', 'year', 1000, true],
    ['gas', 'year', 70000, true],
    ['gas', 'year', 70001, false],
    ['electricity', 'month', 15, false],
    ['electricity', 'month', 16, true],
    ['electricity', 'month', 2500, true],
    ['electricity', 'month', 2501, false],
    ['electricity', 'year', 199, false],
    ['electricity', 'year', 200, true],
    ['electricity', 'year', 30000, true],
    ['electricity', 'year', 30001, false],
  ] as const)('%s a %s: %i kWh → %s', (fuel, period, kwh, valid) => {
    const result = exactUsageAmount(fuel, period).safeParse(kwh);
    expect(result.success).toBe(valid);
    if (!result.success)
      expect(result.error.issues[0]?.message).toMatch(
        /^Enter between [\d,]+ and [\d,]+ kWh a (month|year)$/,
      );
  });

  it('every amount a customer may enter makes a request the gateway accepts', () => {
    const bounds = [
      { period: 'month', electricityKwh: 16, gasKwh: 80 },
      { period: 'month', electricityKwh: 2500, gasKwh: 6000 },
      { period: 'year', electricityKwh: 200, gasKwh: 1000 },
      { period: 'year', electricityKwh: 30000, gasKwh: 70000 },
    ] as const;
    for (const usage of bounds) {
      const request = buildQuoteRequest(
        makeQuoteAnswers({ usage: { profile: 'EXACT_AMOUNT', ...usage } }),
      );
      expect(quoteRequest.safeParse(request).success).toBe(true);
    }
  });
});
