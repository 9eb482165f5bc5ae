import { z } from 'zod';
import { fuel, isoDate, pence, registerName } from './common';
import { accountEndpoint } from './account-endpoint';
import { USAGE_GRANULARITIES, type UsageGranularity } from './usage-granularities';

export type { UsageGranularity };
export const usageGranularity = z.enum(USAGE_GRANULARITIES);

/** The longest span one request may cover, in days, by granularity. */
export const MAX_USAGE_SPAN_DAYS: Record<UsageGranularity, number> = {
  day: 93,
  week: 371,
  month: 731,
  year: 1_827,
};

export const usageQuery = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  granularity: usageGranularity.default('day'),
});

/** Energy used on one register over a period, in kWh. */
export const registerUse = z.object({ register: registerName, kwh: z.number().nonnegative() });

export const usagePeriod = z.object({
  /** First day of the day, week (Monday), month or year; or of the query or the supply, if later. */
  start: isoDate,
  /** Last day of the period, or of the query when it ends sooner. */
  end: isoDate,
  days: z.number().int().positive(),
  /** Days of the period we have figures for; the others are gaps, never counted as zero. */
  recordedDays: z.number().int().nonnegative(),
  /** Per register; empty when no day of the period has figures. */
  registers: z.array(registerUse),
  /** All registers together; null when no day of the period has figures. */
  kwh: z.number().nonnegative().nullable(),
  /**
   * The recorded days' cost, VAT included: energy at the unit rate in force each day plus that
   * day's standing charge. Null without figures, or when the tariff prices by time of day.
   */
  energyCostPence: pence.nullable(),
  standingChargePence: pence.nullable(),
  costPence: pence.nullable(),
});
export type UsagePeriod = z.infer<typeof usagePeriod>;

/** Consecutive days without figures from a meter that should have sent them. */
export const usageGap = z.object({ from: isoDate, to: isoDate, days: z.number().int().positive() });
export type UsageGap = z.infer<typeof usageGap>;

export const fuelUsage = z.object({
  fuel,
  /** Smart: the meter's own daily figures. Readings: spread evenly between meter readings. */
  source: z.enum(['smart', 'readings']),
  registers: z.array(registerName),
  /**
   * False for a time-of-use (EV) tariff: its price depends on the half-hour, which daily figures
   * cannot tell, so costs are left out rather than shown wrong.
   */
  priced: z.boolean(),
  periods: z.array(usagePeriod),
  gaps: z.array(usageGap),
  /** The last day with figures, in the query or before it; null when there are none. */
  dataUntil: isoDate.nullable(),
});
export type FuelUsage = z.infer<typeof fuelUsage>;

export const usage = z
  .object({
    from: isoDate,
    to: isoDate,
    granularity: usageGranularity,
    /** One per fuel the account is supplied with. */
    fuels: z.array(fuelUsage),
  })
  .meta({ id: 'Usage' });
export type Usage = z.infer<typeof usage>;

export const getUsage = accountEndpoint({
  method: 'get',
  path: '/api/v1/accounts/{id}/usage',
  section: 'usage',
  summary:
    'Energy use and its cost by day, week, month or year: from smart meters, or from readings',
  tag: 'usage',
  query: usageQuery,
  response: usage,
  status: 200,
});
