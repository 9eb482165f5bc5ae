import { z } from 'zod';
import { signupPayment } from '@/lib/gateway/contract/signups';
import type { JourneyState } from '../journey/journey-state';
import type { JourneySecrets } from '../journey/journey-store';

/**
 * The contract's payment details as the form's controls hold them: the day from a select (text)
 * and the sole-authoriser box (yes or no), checked by the contract's own rules and words.
 */
export const paymentForm = signupPayment.extend({
  directDebitDayOfMonth: z
    .string()
    .transform(Number)
    .pipe(signupPayment.shape.directDebitDayOfMonth),
  soleAuthoriser: z.boolean().pipe(signupPayment.shape.soleAuthoriser),
});
export type PaymentFormInput = z.input<typeof paymentForm>;

export const PAYMENT_DRAFT = 'payment-details';
/**
 * What the form starts with: the draft typed before a reload, else the details already sent,
 * else the account holder's name from the personal details; bank numbers only from memory.
 */
export function initialPaymentValues(
  state: JourneyState,
  secrets: JourneySecrets,
): PaymentFormInput {
  const draft = state.drafts[PAYMENT_DRAFT] ?? {};
  const text = (name: string) => {
    const value = draft[name];
    return typeof value === 'string' ? value : undefined;
  };
  const { payment, personalDetails } = state;
  const name = personalDetails ? `${personalDetails.firstName} ${personalDetails.lastName}` : '';
  const day = payment ? String(payment.directDebitDayOfMonth) : '';
  const sole = draft.soleAuthoriser;
  return {
    accountHolderName: text('accountHolderName') ?? payment?.accountHolderName ?? name,
    sortCode: secrets.sortCode ?? '',
    accountNumber: secrets.accountNumber ?? '',
    directDebitDayOfMonth: text('directDebitDayOfMonth') ?? day,
    soleAuthoriser: typeof sole === 'boolean' ? sole : (payment?.soleAuthoriser ?? false),
  };
}
