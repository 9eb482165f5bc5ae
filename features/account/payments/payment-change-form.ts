import { z } from 'zod';
import { directDebitDay } from '@/lib/gateway/contract/bank-account';
import {
  directDebitAmount,
  MAX_CHANGE_REASON_LENGTH,
  type DirectDebitUpdate,
} from '@/lib/gateway/contract/payments';

const AMOUNT_MESSAGE = 'Enter an amount in pounds and pence, like 98.50';

/** '£1,098.50', '98.5' or '98' as whole pence, checked against the contract's limits. */
export const poundsAmount = z
  .string()
  .trim()
  .transform((text) => text.replace(/^£/, '').replace(/,/g, ''))
  .pipe(z.string().regex(/^\d+(\.\d{1,2})?$/, { error: AMOUNT_MESSAGE }))
  .transform((pounds) => Math.round(Number(pounds) * 100))
  .pipe(directDebitAmount);

export interface CurrentDirectDebit {
  amountPence: number;
  dayOfMonth: number;
}

/**
 * The change form's fields as its controls hold them (the amount as typed, the day from a
 * select), checked by the contract's rules; a change must change something.
 */
export function paymentChangeSchema(current: CurrentDirectDebit) {
  return z
    .object({
      amount: poundsAmount,
      dayOfMonth: z.string().transform(Number).pipe(directDebitDay),
      reason: z
        .string()
        .trim()
        .max(MAX_CHANGE_REASON_LENGTH, {
          error: `Please keep this to ${MAX_CHANGE_REASON_LENGTH} characters`,
        }),
    })
    .refine(
      ({ amount, dayOfMonth }) =>
        amount !== current.amountPence || dayOfMonth !== current.dayOfMonth,
      {
        error: 'This is your Direct Debit already: change the amount or the payment day',
        path: ['amount'],
      },
    );
}
export type PaymentChangeSchema = ReturnType<typeof paymentChangeSchema>;
export type PaymentChangeValues = z.output<PaymentChangeSchema>;

/** What the form starts with: the Direct Debit as it is. */
export function paymentChangeDefaults(current: CurrentDirectDebit): z.input<PaymentChangeSchema> {
  return {
    amount: (current.amountPence / 100).toFixed(2),
    dayOfMonth: String(current.dayOfMonth),
    reason: '',
  };
}

export function directDebitUpdateFrom(values: PaymentChangeValues): DirectDebitUpdate {
  return {
    amountPence: values.amount,
    dayOfMonth: values.dayOfMonth,
    ...(values.reason ? { reason: values.reason } : {}),
  };
}
