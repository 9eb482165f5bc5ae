import { z } from 'zod';
import { formatNumber } from '@/lib/format-number';
import { defineEndpoint } from './endpoint';
import { mpan, mprn } from './meter-numbers';
import { validPostcode } from './postcode';
import { QUOTE_VALID_DAYS, yearlyUsageRange, type UsageFuel } from './quote-figures';
import { tariffQuote } from './tariff-quote';

export const usageProfile = z.enum(['LOW', 'MEDIUM', 'HIGH', 'EXACT_AMOUNT'], {
  error: 'Choose low, medium, high or an exact amount',
});
export type UsageProfile = z.infer<typeof usageProfile>;

export const quoteFuelType = z.enum(['DUAL_FUEL', 'ELECTRICITY_ONLY', 'GAS_ONLY'], {
  error: 'Choose gas and electricity, electricity only or gas only',
});
export type QuoteFuelType = z.infer<typeof quoteFuelType>;

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
          message: `Enter your yearly ${fuel} use as a whole number from ${formatNumber(min)} to ${formatNumber(max)} kWh`,
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
