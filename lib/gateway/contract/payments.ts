import { z } from 'zod';
import { isoDate, pence } from './common';
import { accountEndpoint } from './account-endpoint';

export const MIN_DIRECT_DEBIT_PENCE = 500;
export const MAX_DIRECT_DEBIT_PENCE = 100_000;

export const directDebit = z
  .object({
    amountPence: pence,
    dayOfMonth: z.number().int().min(1).max(28),
    nextPaymentDate: isoDate,
    accountHolder: z.string(),
    /** Only the last two digits are ever stored or sent: '**-**-56', '******78'. */
    sortCodeMasked: z.string(),
    accountNumberMasked: z.string(),
    /** Empty when we do not know the bank (sign-ups give no bank name). */
    bankName: z.string(),
  })
  .meta({ id: 'DirectDebit' });
export type DirectDebit = z.infer<typeof directDebit>;

export const payments = z
  .object({
    directDebit: directDebit.nullable(),
    /** What would cover the next 12 months' estimated use, given the balance. */
    recommendedAmountPence: pence,
  })
  .meta({ id: 'Payments' });
export type Payments = z.infer<typeof payments>;

export const directDebitUpdate = z
  .strictObject({
    amountPence: z
      .number({ error: 'Enter an amount in pounds and pence' })
      .int({ error: 'Enter an amount in pounds and pence' })
      .min(MIN_DIRECT_DEBIT_PENCE, { error: 'The monthly payment must be at least £5' })
      .max(MAX_DIRECT_DEBIT_PENCE, { error: 'The monthly payment can be at most £1,000' })
      .optional(),
    dayOfMonth: z
      .number({ error: 'Choose a day from 1 to 28' })
      .int({ error: 'Choose a day from 1 to 28' })
      .min(1, { error: 'Choose a day from 1 to 28' })
      .max(28, { error: 'Choose a day from 1 to 28' })
      .optional(),
  })
  .refine((update) => update.amountPence !== undefined || update.dayOfMonth !== undefined, {
    error: 'Change the amount or the payment day',
  })
  .meta({ id: 'DirectDebitUpdate' });
export type DirectDebitUpdate = z.input<typeof directDebitUpdate>;

export const getPayments = accountEndpoint({
  method: 'get',
  path: '/api/v1/accounts/{id}/payments',
  summary: 'The Direct Debit (bank details masked) and the recommended monthly amount',
  tag: 'payments',
  response: payments,
  status: 200,
});

export const updateDirectDebit = accountEndpoint({
  method: 'patch',
  path: '/api/v1/accounts/{id}/payments',
  summary: 'Change the Direct Debit amount or payment day',
  tag: 'payments',
  body: directDebitUpdate,
  response: payments,
  status: 200,
  errors: [409],
});
