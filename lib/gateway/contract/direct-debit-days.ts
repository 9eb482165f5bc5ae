/**
 * When a Direct Debit is collected, in plain functions with no imports: the account screens and
 * the quote journey show these without downloading the contract's classic zod.
 */

/** Every day a Direct Debit can be collected on, for a choice of days. */
export const DIRECT_DEBIT_DAYS = Array.from({ length: 28 }, (_, index) => index + 1);

const ordinal = new Intl.PluralRules('en-GB', { type: 'ordinal' });
const SUFFIXES: Record<string, string> = { one: 'st', two: 'nd', few: 'rd', other: 'th' };

/** 1 → '1st', 22 → '22nd', 28 → '28th': a payment day as people say it. */
export const ordinalDay = (day: number) => `${day}${SUFFIXES[ordinal.select(day)] ?? 'th'}`;

const twoDigits = (n: number) => String(n).padStart(2, '0');

/**
 * The first collection on `day` of a month on or after `from` (YYYY-MM-DD): the date a Direct
 * Debit next falls, or a changed one first does.
 */
export function firstCollectionOn(from: string, day: number): string {
  const [year = 0, month = 1, date = 1] = from.split('-').map(Number);
  if (day >= date) return `${year}-${twoDigits(month)}-${twoDigits(day)}`;
  return month === 12
    ? `${year + 1}-01-${twoDigits(day)}`
    : `${year}-${twoDigits(month + 1)}-${twoDigits(day)}`;
}
