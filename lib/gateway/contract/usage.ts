import { z } from 'zod';
import { fuel, isoDate, pence, registerName } from './common';
import { accountEndpoint } from './account-endpoint';

export const usageGranularity = z.enum(['day', 'week', 'month']);
export type UsageGranularity = z.infer<typeof usageGranularity>;

/** The longest span one request may cover, in days, by granularity. */
export const MAX_USAGE_SPAN_DAYS: Record<UsageGranularity, number> = {
  day: 93,
  week: 371,
  month: 731,
};

export const usageQuery = z.object({
  from: isoDate.optional(),
  to: isoDate.optional(),
  granularity: usageGranularity.default('day'),
});

export const usagePoint = z.object({
  /** First day of the day, week (Monday) or month. */
  start: isoDate,
  kwh: z.number().nonnegative(),
  /** Energy cost at the tariff's unit rate, VAT included, standing charge excluded. */
  costPence: pence,
});

export const usageSeries = z.object({
  fuel,
  register: registerName,
  points: z.array(usagePoint),
});

export const usage = z
  .object({
    from: isoDate,
    to: isoDate,
    granularity: usageGranularity,
    /** One series per smart-meter register; empty when the account has no smart meter. */
    series: z.array(usageSeries),
  })
  .meta({ id: 'Usage' });
export type Usage = z.infer<typeof usage>;

export const getUsage = accountEndpoint({
  method: 'get',
  path: '/api/v1/accounts/{id}/usage',
  summary: 'Smart-meter energy use by day, week or month',
  tag: 'usage',
  query: usageQuery,
  response: usage,
  status: 200,
});
