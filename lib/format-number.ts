/**
 * Numbers as customers read them, with the UK's thousands separators: counts, meter readings,
 * kWh. The one home of every number formatter, for the site and the gateway alike (so it imports
 * nothing); money is in format-money.ts. Each Intl formatter is made once, here, when first
 * used: the first Intl object a page makes loads the browser's locale data (12–20 ms of main
 * thread on a 2-core host), which a page that shows no figure should not pay as its script loads.
 */

/** How many decimal places a figure shows at most; 3 is what `toLocaleString()` shows. */
export type MaxDecimals = 0 | 1 | 2 | 3;

const made: Partial<Record<MaxDecimals, Intl.NumberFormat>> = {};

const upTo = (maximumFractionDigits: MaxDecimals) =>
  (made[maximumFractionDigits] ??= new Intl.NumberFormat('en-GB', { maximumFractionDigits }));

/** 12345 → '12,345'; 4.56 → '4.6' with one decimal at most (rounded, trailing zeros dropped). */
export const formatNumber = (value: number, maxDecimals: MaxDecimals = 3) =>
  upTo(maxDecimals).format(value);

/** 2900 → '2,900 kWh'; 312.44 → '312.4 kWh' with one decimal at most. */
export const formatKwh = (kwh: number, maxDecimals: MaxDecimals = 3) =>
  `${formatNumber(kwh, maxDecimals)} kWh`;

/** (1, 'place', 'places') → '1 place'; (2000, …) → '2,000 places'. */
export const formatCount = (count: number, one: string, many: string) =>
  `${formatNumber(count)} ${count === 1 ? one : many}`;
