import type { SupplyAddress } from '@/lib/gateway/contract/addresses';
import type { SignupResult } from '@/lib/gateway/contract/signups';
import type { QuoteAnswers } from '@/lib/gateway/quote-request';
import type { JourneyState, StoredPersonalDetails } from '@/features/quote/journey/journey-state';
import { emptyJourney } from '@/features/quote/journey/journey-state';
import { QUOTE_VALID_DAYS } from '@/lib/gateway/contract/quote-figures';
import { makeTariffQuote } from './make-tariff-quote';

/** A medium dual-fuel home in Bristol, no EV. */
export function makeQuoteAnswers(overrides: Partial<QuoteAnswers> = {}): QuoteAnswers {
  return {
    postcode: 'BS7 9JN',
    fuelType: 'DUAL_FUEL',
    hasEconomySevenMeter: false,
    usage: { profile: 'MEDIUM' },
    ev: { selected: false, vehicleIsEv: false, meterEligible: false },
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

/** Personal details as the journey keeps them (no password): a 35-year-old, no extras. */
export function makeStoredPersonalDetails(
  overrides: Partial<StoredPersonalDetails> = {},
): StoredPersonalDetails {
  return {
    title: 'Ms',
    firstName: 'Ada',
    lastName: 'Lovelace',
    email: 'ada@example.com',
    phone: '07700900123',
    dateOfBirth: '1990-12-10',
    marketingConsent: false,
    evMarketingConsent: false,
    ...overrides,
  };
}

/** A fixed time quotes were priced, for tests that run on a clock of their own. */
export const QUOTES_PRICED_AT = '2026-11-23T21:00:00.000Z';

/** The gateway's answer to Ada's sign-up to So Fixed 12M. */
export function makeSignupResult(overrides: Partial<SignupResult> = {}): SignupResult {
  return {
    accountNumber: '51234567',
    email: 'ada@example.com',
    tariffName: 'So Fixed 12M',
    supplyStartDate: '2026-12-14',
    firstDirectDebit: { date: '2026-12-21', amountPence: 7_089 },
    ...overrides,
  };
}

/**
 * A journey filled in up to (and including) payment details, not yet signed up, its quotes
 * priced just now (so they are held for 30 days whenever the tests run).
 */
export function makeJourneyState(overrides: Partial<JourneyState> = {}): JourneyState {
  const quote = makeTariffQuote();
  return {
    ...emptyJourney,
    answers: makeQuoteAnswers(),
    address: makeSupplyAddress(),
    quotes: { items: [quote], pricedAt: new Date().toISOString() },
    chosenQuoteId: quote.quoteId,
    personalDetails: makeStoredPersonalDetails(),
    payment: { accountHolderName: 'A Lovelace', directDebitDayOfMonth: 5, soleAuthoriser: true },
    entry: { referral: 'R123' },
    ...overrides,
  };
}

/** makeJourneyState's quotes, priced so that their 30 days end `ms` from now (negative: ended). */
export function quotesEndingIn(ms: number): JourneyState['quotes'] {
  const pricedAt = Date.now() + ms - QUOTE_VALID_DAYS * 24 * 60 * 60 * 1000;
  return { items: [makeTariffQuote()], pricedAt: new Date(pricedAt).toISOString() };
}
