import type { TariffQuote } from '@/lib/gateway/contract/tariff-quote';
import { makeQuoteRequest } from '@/tests/utils/make-quote-request';
import { createTestGateway, type TestGateway } from '@/tests/gateway/test-gateway';

/**
 * Golden prices, worked by hand from the London (region 12) prices the catalogue holds, VAT
 * included: cost = Σ kWh × unit rate + 365 × standing charge, rounded to the penny once.
 * London's price cap: electricity 27.56p/kWh and 45.47p/day, gas 5.99p/kWh and 35.26p/day;
 * So Fixed 12M charges 92% of the electricity and 93% of the gas unit rate.
 */

let gateway: TestGateway;
beforeAll(async () => {
  gateway = await createTestGateway();
});

async function quotes(overrides: Parameters<typeof makeQuoteRequest>[0]): Promise<TariffQuote[]> {
  const response = await gateway.request('/api/v1/quotes', {
    method: 'POST',
    json: makeQuoteRequest({ postcode: 'N7 8JE', ...overrides }),
  });
  expect(response.status).toBe(200);
  return response.json();
}

function named(list: readonly TariffQuote[], name: string): TariffQuote {
  const quote = list.find((q) => q.tariffName === name);
  if (!quote) throw new Error(`No ${name} among ${list.map((q) => q.tariffName).join(', ')}`);
  return quote;
}

describe('golden prices (London)', () => {
  it('electricity only, standard meter, medium use: So Flex and So Fixed 12M', async () => {
    const list = await quotes({ fuelType: 'ELECTRICITY_ONLY' });
    const flex = named(list, 'So Flex');
    expect(flex).toMatchObject({
      rate: 'Variable',
      tariffLengthInMonths: null,
      elecProductCode: 'SOOC-FLEX-E',
      elecProductType: 'standard',
      elecRates: [{ name: 'standard', costPerKwhInPence: 27.56 }],
      elecStandingChargeInPence: 45.47,
      elecConsumptionPerYearInKwh: 2_700,
      gasProductCode: null,
      savingPerYearInPounds: 0,
    });
    // 2,700 × 27.56p = 74,412p; 365 × 45.47p = 16,596.55p; 91,008.55p.
    expect(flex.costPerYearInPounds).toBe(910.09);
    // 91,008.55p ÷ 12 = 7,584.05p.
    expect(flex.costPerMonthInPounds).toBe(75.84);

    const fixed = named(list, 'So Fixed 12M');
    expect(fixed.elecRates).toEqual([
      { name: 'standard', costPerKwhInPence: 25.36, eco7ElecConsumptionPerYearInKwh: null },
    ]);
    // 2,700 × 25.36p = 68,472p; + 16,596.55p = 85,068.55p.
    expect(fixed.costPerYearInPounds).toBe(850.69);
    // Against So Flex: 91,009p − 85,069p.
    expect(fixed.savingPerYearInPounds).toBe(59.4);
  });

  it('electricity only, Economy 7, low use: day and night from the typical-use table', async () => {
    const list = await quotes({
      fuelType: 'ELECTRICITY_ONLY',
      hasEconomySevenMeter: true,
      estimatedUsageType: 'LOW',
    });
    const fixed = named(list, 'So Fixed 12M');
    expect(fixed).toMatchObject({
      elecProductType: 'Eco7',
      elecProductCode: 'SO-FIX-12M-E7',
      elecRates: [
        { name: 'day', costPerKwhInPence: 28.9, eco7ElecConsumptionPerYearInKwh: 1_276 },
        { name: 'night', costPerKwhInPence: 13.44, eco7ElecConsumptionPerYearInKwh: 924 },
      ],
      elecConsumptionPerYearInKwh: 2_200,
    });
    // 1,276 × 28.90p = 36,876.4p; 924 × 13.44p = 12,418.56p; + 16,596.55p = 65,891.51p.
    expect(fixed.costPerYearInPounds).toBe(658.92);
    // 65,891.51p ÷ 12 = 5,490.96p.
    expect(fixed.costPerMonthInPounds).toBe(54.91);
    // No tracker for Economy 7 meters: it is sold for single-rate meters only.
    expect(list.map((q) => q.tariffName)).not.toContain('So Tracker');
  });

  it('gas only, high use', async () => {
    const fixed = named(
      await quotes({ fuelType: 'GAS_ONLY', estimatedUsageType: 'HIGH' }),
      'So Fixed 12M',
    );
    expect(fixed).toMatchObject({
      fuelType: 'Gas',
      gasCostPerKwhInPence: 5.57,
      gasStandingChargeInPence: 35.26,
      gasConsumptionPerYearInKwh: 17_000,
      elecProductCode: null,
      elecRates: [],
      seasonalAdjustmentFactor: 30,
    });
    // 17,000 × 5.57p = 94,690p; 365 × 35.26p = 12,869.9p; 107,559.9p.
    expect(fixed.costPerYearInPounds).toBe(1075.6);
    expect(fixed.costPerMonthInPounds).toBe(89.63);
  });

  it('dual fuel, exact amounts', async () => {
    const fixed = named(
      await quotes({
        estimatedUsageType: 'EXACT_AMOUNT',
        electricityUsagePerYearInKwh: '3100',
        gasUsagePerYearInKwh: '12000',
      }),
      'So Fixed 12M',
    );
    expect(fixed).toMatchObject({
      fuelType: 'ElecAndGas',
      elecConsumptionPerYearInKwh: 3_100,
      gasConsumptionPerYearInKwh: 12_000,
    });
    // 3,100 × 25.36p + 12,000 × 5.57p + 365 × (45.47p + 35.26p)
    // = 78,616 + 66,840 + 29,466.45 = 174,922.45p.
    expect(fixed.costPerYearInPounds).toBe(1749.22);
    expect(fixed.costPerMonthInPounds).toBe(145.77);
    // Cost-weighted: (95,212.55p × 10% + 79,709.9p × 30%) ÷ 174,922.45p = 19.1%.
    expect(fixed.seasonalAdjustmentFactor).toBe(19);
  });

  it('Economy 7 with an exact amount splits it 58% day, 42% night like the table', async () => {
    const fixed = named(
      await quotes({
        fuelType: 'ELECTRICITY_ONLY',
        hasEconomySevenMeter: true,
        estimatedUsageType: 'EXACT_AMOUNT',
        electricityUsagePerYearInKwh: '3900',
      }),
      'So Fixed 12M',
    );
    expect(fixed.elecRates.map((rate) => rate.eco7ElecConsumptionPerYearInKwh)).toEqual([
      2_262, 1_638,
    ]);
  });

  it('EV tariff for a medium home with an electric car: 5,000 kWh, 30% off-peak', async () => {
    const list = await quotes({ fuelType: 'ELECTRICITY_ONLY', generateQuotesForEvTariffs: true });
    const ev = named(list, 'So EV 12M');
    expect(ev).toMatchObject({
      tariffType: 'EV',
      elecProductType: 'time-of-use',
      elecConsumptionPerYearInKwh: 5_000,
      elecRates: [
        { name: 'SO EV Peak', costPerKwhInPence: 27.01, eco7ElecConsumptionPerYearInKwh: null },
        { name: 'SO EV Off-Peak', costPerKwhInPence: 8.5, eco7ElecConsumptionPerYearInKwh: null },
      ],
    });
    // 3,500 × 27.01p = 94,535p; 1,500 × 8.50p = 12,750p; + 16,596.55p = 123,881.55p.
    expect(ev.costPerYearInPounds).toBe(1238.82);
    // So Flex on the same 5,000 kWh: 137,800p + 16,596.55p = 154,396.55p → £1,543.97.
    expect(named(list, 'So Flex').costPerYearInPounds).toBe(1543.97);
    expect(ev.savingPerYearInPounds).toBe(305.15);
    expect(list[0]).toEqual(ev);
  });
});
