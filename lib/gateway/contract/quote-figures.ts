/**
 * The figures a quote is made of (SPEC §3, §5, §9), apart from the contract's schemas: the
 * quote journey's first step shows and starts from them before zod has loaded.
 */

export type UsageFuel = 'electricity' | 'gas';
export type UsagePeriod = 'month' | 'year';
export type TypicalUsageProfile = 'LOW' | 'MEDIUM' | 'HIGH';

/** SPEC §3: typical yearly kWh; Economy 7 homes split their electricity into day and night. */
export const TYPICAL_USAGE: Readonly<
  Record<TypicalUsageProfile, { gas: number; electricity: number; day: number; night: number }>
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

/** How long a quote can be signed up to, from when it was given. */
export const QUOTE_VALID_DAYS = 30;
