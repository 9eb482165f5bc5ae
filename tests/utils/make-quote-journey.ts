import type { SupplyAddress } from '@/lib/gateway/contract/addresses';
import type { TariffQuote } from '@/lib/gateway/contract/tariff-quote';
import type { QuoteAnswers } from '@/lib/gateway/quote-request';
import type { JourneyState } from '@/features/quote/journey/journey-state';
import { emptyJourney } from '@/features/quote/journey/journey-state';

/** A medium dual-fuel home in Bristol, no EV. */
export function makeQuoteAnswers(overrides: Partial<QuoteAnswers> = {}): QuoteAnswers {
  return {
    postcode: 'BS7 9JN',
    fuelType: 'DUAL_FUEL',
    hasEconomySevenMeter: false,
    usage: { profile: 'MEDIUM' },
    ev: { selected: false, vehicleIsEv: false, meterEligible: false },
    mpan: '1012345678901',
    mprn: '1234567890',
    ...overrides,
  };
}

export function makeSupplyAddress(overrides: Partial<SupplyAddress> = {}): SupplyAddress {
  return {
    uprn: '100120012345',
    line1: '12 Gloucester Road',
    line2: null,
    town: 'Bristol',
    postcode: 'BS7 9JN',
    mpan: '1012345678901',
    mprn: '1234567890',
    meterType: 'smart',
    region: { id: 22, name: 'South West' },
    ...overrides,
  };
}

/** A one-year fixed dual-fuel quote. */
export function makeTariffQuote(overrides: Partial<TariffQuote> = {}): TariffQuote {
  return {
    quoteId: '7b4f3c1e-2d5a-4b6c-9e8f-0a1b2c3d4e5f',
    tariffName: 'So Fix 12M / Dual',
    shortTariffName: 'So Fix 12M',
    rate: 'Fixed',
    tariffLengthInMonths: 12,
    payment: 'Monthly Direct Debit',
    fuelType: 'ElecAndGas',
    costPerYearInPounds: 1520.4,
    costPerMonthInPounds: 126.7,
    savingPerYearInPounds: 0,
    elecProductType: 'standard',
    tariffType: 'Standard',
    elecRates: [
      { name: 'standard', costPerKwhInPence: 24.86, eco7ElecConsumptionPerYearInKwh: null },
    ],
    elecStandingChargeInPence: 53.35,
    gasCostPerKwhInPence: 6.34,
    gasStandingChargeInPence: 31.66,
    gasConsumptionPerYearInKwh: 11500,
    elecConsumptionPerYearInKwh: 2700,
    earlyExitFeePerFuelInPounds: 50,
    supplyStartDate: '2026-12-14',
    firstDdDate: '2026-12-28',
    otherDetails: '',
    seasonalAdjustmentFactor: 20,
    currentReferralFee: 50,
    elecProductCode: 'SO-FIX-12M-E',
    gasProductCode: 'SO-FIX-12M-G',
    ...overrides,
  };
}

/** A journey filled in up to (and including) payment details, not yet signed up. */
export function makeJourneyState(overrides: Partial<JourneyState> = {}): JourneyState {
  const quote = makeTariffQuote();
  return {
    ...emptyJourney,
    answers: makeQuoteAnswers(),
    address: makeSupplyAddress(),
    quotes: { items: [quote], pricedAt: '2026-11-23T21:00:00.000Z' },
    chosenQuoteId: quote.quoteId,
    personalDetails: {
      title: 'Ms',
      firstName: 'Ada',
      lastName: 'Lovelace',
      email: 'ada@example.com',
      phone: '07700900123',
      dateOfBirth: '1990-12-10',
      marketingConsent: false,
      evMarketingConsent: false,
    },
    payment: { accountHolderName: 'A Lovelace', directDebitDayOfMonth: 5, soleAuthoriser: true },
    entry: { referral: 'R123' },
    ...overrides,
  };
}
