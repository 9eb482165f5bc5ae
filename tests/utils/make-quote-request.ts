import type { QuoteRequest } from '@/lib/gateway/contract/quotes';

/** A quote request as the site sends it: a medium dual-fuel home in Bristol, no EV. */
export function makeQuoteRequest(overrides: Partial<QuoteRequest> = {}): QuoteRequest {
  return {
    postcode: 'BS7 9JN',
    hasEconomySevenMeter: false,
    estimatedUsageType: 'MEDIUM',
    fuelType: 'DUAL_FUEL',
    electricityUsagePerYearInKwh: '',
    gasUsagePerYearInKwh: '',
    generateQuotesForEvTariffs: false,
    ...overrides,
  };
}
