import { z } from 'zod';
import { defineEndpoint } from './endpoint';
import { mpan, mprn } from './meter-numbers';
import { validPostcode } from './postcode';
import { tariffQuote } from './tariff-quote';

export const usageProfile = z.enum(['LOW', 'MEDIUM', 'HIGH', 'EXACT_AMOUNT'], {
  error: 'Choose low, medium, high or an exact amount',
});
export type UsageProfile = z.infer<typeof usageProfile>;

export const quoteFuelType = z.enum(['DUAL_FUEL', 'ELECTRICITY_ONLY', 'GAS_ONLY'], {
  error: 'Choose gas and electricity, electricity only or gas only',
});
export type QuoteFuelType = z.infer<typeof quoteFuelType>;

export type UsageFuel = 'electricity' | 'gas';
export type UsagePeriod = 'month' | 'year';

/** SPEC §3: typical yearly kWh; Economy 7 homes split their electricity into day and night. */
export const TYPICAL_USAGE: Readonly<
  Record<
    Exclude<UsageProfile, 'EXACT_AMOUNT'>,
    { gas: number; electricity: number; day: number; night: number }
  >
> = {
  LOW: { gas: 7_500, electricity: 1_800, day: 1_276, night: 924 },
  MEDIUM: { gas: 11_500, electricity: 2_700, day: 2_262, night: 1_638 },
  HIGH: { gas: 17_000, electricity: 4_100, day: 3_886, night: 2_814 },
};

/** SPEC §3: a medium home with an electric vehicle uses 5,000 kWh of electricity a year. */
export const EV_HOME_ELECTRICITY_KWH = 5_000;

/** SPEC §9: an exact amount given for a month is multiplied by this. */
export const MONTHS_PER_YEAR = 12;

/** SPEC §5: the exact amounts a customer may enter, in kWh, by fuel and period. */
export const USAGE_ENTRY_RANGES: Readonly<
  Record<UsageFuel, Readonly<Record<UsagePeriod, readonly [number, number]>>>
> = {
  gas: { month: [80, 6_000], year: [1_000, 70_000] },
  electricity: { month: [16, 2_500], year: [200, 30_000] },
};

/** SPEC §5: the amount an exact-usage field starts with. */
export const DEFAULT_EXACT_AMOUNT: Readonly<Record<UsagePeriod, number>> = {
  month: 250,
  year: 3_000,
};

/**
 * The yearly kWh a quote request may carry: whatever either way of entering it can produce
 * (a monthly 80 kWh of gas is 960 a year, below the yearly entry minimum of 1,000), since the
 * request no longer says which one the customer used.
 */
export function yearlyUsageRange(fuel: UsageFuel): readonly [number, number] {
  const { month, year } = USAGE_ENTRY_RANGES[fuel];
  return [
    Math.min(month[0] * MONTHS_PER_YEAR, year[0]),
    Math.max(month[1] * MONTHS_PER_YEAR, year[1]),
  ];
}

const USAGE_FIELD = {
  electricity: 'electricityUsagePerYearInKwh',
  gas: 'gasUsagePerYearInKwh',
} as const;

/** Empty strings stand for "not given" (SPEC §3). */
const optionalNumber = <Schema extends z.ZodType<string, string>>(schema: Schema) =>
  z.union([z.literal(''), schema]).optional();

/** SPEC §3's quote request, with SPEC §5's rules for which usage figures it carries. */
export const quoteRequest = z
  .strictObject({
    postcode: validPostcode,
    hasEconomySevenMeter: z.boolean({ error: 'Tell us whether you have an Economy 7 meter' }),
    estimatedUsageType: usageProfile,
    fuelType: quoteFuelType,
    electricityUsagePerYearInKwh: z.string({ error: 'must be a string, empty when not needed' }),
    gasUsagePerYearInKwh: z.string({ error: 'must be a string, empty when not needed' }),
    generateQuotesForEvTariffs: z.boolean({ error: 'must be true or false' }),
    mpan: optionalNumber(mpan),
    mprn: optionalNumber(mprn),
  })
  .superRefine((request, context) => {
    const supplied: Record<UsageFuel, boolean> = {
      electricity: request.fuelType !== 'GAS_ONLY',
      gas: request.fuelType !== 'ELECTRICITY_ONLY',
    };
    for (const fuel of ['electricity', 'gas'] as const) {
      const field = USAGE_FIELD[fuel];
      const value = request[field];
      if (request.estimatedUsageType !== 'EXACT_AMOUNT' || !supplied[fuel]) {
        if (value !== '') {
          context.addIssue({
            code: 'custom',
            path: [field],
            message: supplied[fuel]
              ? 'Leave this empty unless you give an exact amount'
              : `Leave this empty: the quote has no ${fuel}`,
          });
        }
        continue;
      }
      const [min, max] = yearlyUsageRange(fuel);
      const kwh = /^\d{1,6}$/.test(value) ? Number(value) : NaN;
      if (!(kwh >= min && kwh <= max)) {
        context.addIssue({
          code: 'custom',
          path: [field],
          message: `Enter your yearly ${fuel} use as a whole number from ${min.toLocaleString('en-GB')} to ${max.toLocaleString('en-GB')} kWh`,
        });
      }
    }
    if (request.mprn && !supplied.gas) {
      context.addIssue({
        code: 'custom',
        path: ['mprn'],
        message: 'Leave the MPRN out of an electricity-only quote',
      });
    }
  })
  .meta({ id: 'QuoteRequest' });
export type QuoteRequest = z.input<typeof quoteRequest>;

/** Quotes, cheapest first (SPEC §9; the site moves a flex tariff first when it should). */
export const tariffQuotes = z.array(tariffQuote).meta({ id: 'TariffQuotes' });

/** How long a quote can be signed up to, from when it was given. */
export const QUOTE_VALID_DAYS = 30;

export const createQuotes = defineEndpoint({
  method: 'post',
  path: '/api/v1/quotes',
  summary: `Price every tariff for a home; each quote can be signed up to for ${QUOTE_VALID_DAYS} days`,
  tag: 'quotes',
  auth: 'none',
  body: quoteRequest,
  response: tariffQuotes,
  status: 200,
  errors: [422, 429],
});
