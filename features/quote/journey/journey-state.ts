import * as z from 'zod/mini';
import type { QuoteAnswers } from '@/lib/gateway/quote-request';
import type { SupplyAddress } from '@/lib/gateway/contract/addresses';
import {
  keptBillingAddress,
  keptPersonalDetails,
  type KeptPersonalDetails,
} from '@/lib/gateway/contract/kept-signup';
import type { TariffQuote } from '@/lib/gateway/contract/tariff-quote';
import type { SignupRequest, SignupResult } from '@/lib/gateway/contract/signups';

/**
 * What the quote journey keeps between steps and across reloads (issue 14 item 5). The password
 * and bank numbers are not here: they live in memory only (see journey-store.ts).
 */
export type StoredPersonalDetails = KeptPersonalDetails;
export type StoredPayment = Omit<SignupRequest['payment'], 'sortCode' | 'accountNumber'>;

export interface EntryParams {
  referral?: string;
  agent?: string;
  partner?: string;
}

export interface JourneyState {
  answers: QuoteAnswers | null;
  address: SupplyAddress | null;
  /** The quotes for the answers and when they were priced (an ISO instant). */
  quotes: { items: TariffQuote[]; pricedAt: string } | null;
  chosenQuoteId: string | null;
  personalDetails: StoredPersonalDetails | null;
  /** Where to send letters; null when it is the supply address. */
  billingAddress: SignupRequest['billingAddress'];
  payment: StoredPayment | null;
  entry: EntryParams;
  /** Asked on the quote step, since it decides the quotes' order (SPEC §9). */
  evMarketingConsent: boolean;
  /**
   * What the prospect has typed into each step's form but not yet sent, by step, so a reload
   * keeps it. Never holds a password or bank numbers (see journey-draft.ts).
   */
  drafts: JourneyDrafts;
  signup: SignupResult | null;
}

export type DraftValue = string | number | boolean | null;
export type JourneyDrafts = Partial<Record<string, Record<string, DraftValue>>>;

export const emptyJourney: JourneyState = {
  answers: null,
  address: null,
  quotes: null,
  chosenQuoteId: null,
  personalDetails: null,
  billingAddress: null,
  payment: null,
  entry: {},
  evMarketingConsent: false,
  drafts: {},
  signup: null,
};

const nullable = z.nullable;
const usage = z.union([
  z.object({ profile: z.enum(['LOW', 'MEDIUM', 'HIGH']) }),
  z.object({
    profile: z.literal('EXACT_AMOUNT'),
    period: z.enum(['month', 'year']),
    electricityKwh: z.optional(z.number()),
    gasKwh: z.optional(z.number()),
  }),
]);

const answers: z.ZodMiniType<QuoteAnswers> = z.object({
  postcode: z.string(),
  fuelType: z.enum(['DUAL_FUEL', 'ELECTRICITY_ONLY', 'GAS_ONLY']),
  hasEconomySevenMeter: z.boolean(),
  usage,
  ev: z.object({ selected: z.boolean(), vehicleIsEv: z.boolean(), meterEligible: z.boolean() }),
  mpan: z.optional(z.string()),
  mprn: z.optional(nullable(z.string())),
});

const address: z.ZodMiniType<SupplyAddress> = z.object({
  uprn: z.string(),
  line1: z.string(),
  line2: nullable(z.string()),
  town: z.string(),
  postcode: z.string(),
  mpan: z.string(),
  mprn: nullable(z.string()),
  meterType: z.enum(['standard', 'economy7', 'smart']),
  region: z.object({ id: z.number(), name: z.string() }),
});

const tariffQuote: z.ZodMiniType<TariffQuote> = z.object({
  quoteId: z.string(),
  tariffName: z.string(),
  shortTariffName: z.string(),
  rate: z.enum(['Fixed', 'Variable']),
  tariffLengthInMonths: nullable(z.number()),
  payment: z.literal('Monthly Direct Debit'),
  fuelType: z.enum(['Electricity', 'ElecAndGas', 'Gas']),
  costPerYearInPounds: z.number(),
  costPerMonthInPounds: z.number(),
  savingPerYearInPounds: z.number(),
  elecProductType: nullable(z.enum(['standard', 'Eco7', 'time-of-use'])),
  tariffType: z.enum(['Standard', 'EV', 'Green']),
  elecRates: z.array(
    z.object({
      name: z.enum(['standard', 'day', 'night', 'SO EV Peak', 'SO EV Off-Peak']),
      costPerKwhInPence: z.number(),
      eco7ElecConsumptionPerYearInKwh: nullable(z.number()),
    }),
  ),
  elecStandingChargeInPence: nullable(z.number()),
  gasCostPerKwhInPence: nullable(z.number()),
  gasStandingChargeInPence: nullable(z.number()),
  gasConsumptionPerYearInKwh: nullable(z.number()),
  elecConsumptionPerYearInKwh: nullable(z.number()),
  earlyExitFeePerFuelInPounds: z.number(),
  supplyStartDate: z.iso.date(),
  firstDdDate: z.iso.date(),
  otherDetails: z.string(),
  seasonalAdjustmentFactor: z.number(),
  currentReferralFee: z.number(),
  elecProductCode: nullable(z.string()),
  gasProductCode: nullable(z.string()),
});

const payment: z.ZodMiniType<StoredPayment> = z.object({
  accountHolderName: z.string(),
  directDebitDayOfMonth: z.number(),
  soleAuthoriser: z.literal(true),
});

const signup: z.ZodMiniType<SignupResult> = z.object({
  accountNumber: z.string(),
  email: z.string(),
  tariffName: z.string(),
  supplyStartDate: z.iso.date(),
  firstDirectDebit: z.object({ date: z.iso.date(), amountPence: z.number() }),
});

/** The journey as stored: only these fields are read back, so bank numbers could never be. */
export const journeyStateSchema: z.ZodMiniType<JourneyState> = z.object({
  answers: nullable(answers),
  address: nullable(address),
  quotes: nullable(
    z.object({ items: z.array(tariffQuote), pricedAt: z.iso.datetime({ offset: true }) }),
  ),
  chosenQuoteId: nullable(z.string()),
  personalDetails: nullable(keptPersonalDetails),
  billingAddress: keptBillingAddress,
  payment: nullable(payment),
  entry: z.object({
    referral: z.optional(z.string()),
    agent: z.optional(z.string()),
    partner: z.optional(z.string()),
  }),
  evMarketingConsent: z.boolean(),
  drafts: z.record(
    z.string(),
    z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])),
  ),
  signup: nullable(signup),
});
