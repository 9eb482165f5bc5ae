/**
 * The periods usage is counted by, with no imports: the usage screen names and reads them
 * without downloading the contract's classic zod.
 */
export const USAGE_GRANULARITIES = ['day', 'week', 'month', 'year'] as const;
export type UsageGranularity = (typeof USAGE_GRANULARITIES)[number];

export const isUsageGranularity = (value: unknown): value is UsageGranularity =>
  (USAGE_GRANULARITIES as readonly unknown[]).includes(value);
