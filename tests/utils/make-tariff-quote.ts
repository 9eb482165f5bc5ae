import type { TariffQuote } from '@/lib/gateway/contract/tariff-quote';

/**
 * A new customer's quote as the gateway prices it: So Fixed 12M for a medium electricity-only
 * home in London on a single-rate meter (the golden figures of gateway/quotes/pricing.test.ts).
 */
export function makeTariffQuote(overrides: Partial<TariffQuote> = {}): TariffQuote {
  return {
    quoteId: 'q-fixed-12m',
    tariffName: 'So Fixed 12M / Electricity',
    shortTariffName: 'So Fixed 12M',
    rate: 'Fixed',
    tariffLengthInMonths: 12,
    payment: 'Monthly Direct Debit',
    fuelType: 'Electricity',
    costPerYearInPounds: 850.69,
    costPerMonthInPounds: 70.89,
    savingPerYearInPounds: 59.4,
    elecProductType: 'standard',
    tariffType: 'Standard',
    elecRates: [
      { name: 'standard', costPerKwhInPence: 25.36, eco7ElecConsumptionPerYearInKwh: null },
    ],
    elecStandingChargeInPence: 45.47,
    gasCostPerKwhInPence: null,
    gasStandingChargeInPence: null,
    gasConsumptionPerYearInKwh: null,
    elecConsumptionPerYearInKwh: 2_700,
    earlyExitFeePerFuelInPounds: 50,
    supplyStartDate: '2026-12-14',
    firstDdDate: '2026-12-21',
    otherDetails: 'Your prices are fixed for 12 months. Prices include VAT at 5%.',
    seasonalAdjustmentFactor: 19,
    currentReferralFee: 50,
    elecProductCode: 'SO-FIX-12M-E',
    gasProductCode: null,
    ...overrides,
  };
}

/** So Flex, the variable tariff whose electricity code carries the flex (SOOC) marker. */
export function makeFlexQuote(overrides: Partial<TariffQuote> = {}): TariffQuote {
  return makeTariffQuote({
    quoteId: 'q-flex',
    tariffName: 'So Flex',
    shortTariffName: 'So Flex',
    rate: 'Variable',
    tariffLengthInMonths: null,
    costPerYearInPounds: 910.09,
    costPerMonthInPounds: 75.84,
    savingPerYearInPounds: 0,
    elecRates: [
      { name: 'standard', costPerKwhInPence: 27.56, eco7ElecConsumptionPerYearInKwh: null },
    ],
    earlyExitFeePerFuelInPounds: 0,
    elecProductCode: 'SOOC-FLEX-E',
    ...overrides,
  });
}
