import { z } from 'zod';
import { requiredText } from './common';

const DAY_MESSAGE = 'Choose a day from 1 to 28';

/** The day of the month a Direct Debit is collected: the 1st to the 28th, so every month has it. */
export const directDebitDay = z
  .number({ error: DAY_MESSAGE })
  .int({ error: DAY_MESSAGE })
  .min(1, { error: DAY_MESSAGE })
  .max(28, { error: DAY_MESSAGE });

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

/**
 * A UK bank account a Direct Debit is collected from, checked here for shape and by the gateway
 * with UK modulus checking (a sign-up's, and a new mandate's on an account).
 */
export const bankAccount = z.strictObject({
  accountHolderName: requiredText('the name on the account', 60),
  sortCode: z
    .string({ error: 'Enter your sort code' })
    .transform((code) => code.replace(/[\s-]/g, ''))
    .pipe(z.string().regex(/^\d{6}$/, { error: 'Enter a 6-digit sort code, like 12-34-56' })),
  accountNumber: z
    .string({ error: 'Enter your account number' })
    .transform((number) => number.replace(/\s/g, ''))
    .pipe(z.string().regex(/^\d{8}$/, { error: 'Enter an 8-digit account number' })),
  soleAuthoriser: z.literal(true, {
    error: 'Confirm that you can authorise Direct Debits from this account on your own',
  }),
});
export type BankAccount = z.input<typeof bankAccount>;
