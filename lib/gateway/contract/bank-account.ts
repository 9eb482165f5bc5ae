import { z } from 'zod';
import { requiredText } from './common';

const DAY_MESSAGE = 'Choose a day from 1 to 28';

/** The day of the month a Direct Debit is collected: the 1st to the 28th, so every month has it. */
export const directDebitDay = z
  .number({ error: DAY_MESSAGE })
  .int({ error: DAY_MESSAGE })
  .min(1, { error: DAY_MESSAGE })
  .max(28, { error: DAY_MESSAGE });

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
