import { z } from 'zod';
import {
  MAX_CIRCUMSTANCES_LENGTH,
  PAYMENT_PLAN_MONTHS,
  type PaymentPlanRequest,
} from '@/lib/gateway/contract/payment-plans';
import { ukPhone } from '@/lib/gateway/contract/customer';

export const MONTH_CHOICES = PAYMENT_PLAN_MONTHS.map(String) as ['3', '6', '9', '12'];

/** The payment plan form's fields: the radios hold the months as text. */
export const paymentPlanSchema = z.object({
  months: z.enum(MONTH_CHOICES, { error: 'Choose how many months to spread the payments over' }),
  phone: z
    .string()
    .trim()
    .min(1, { error: 'Enter a phone number we can call you on' })
    .pipe(ukPhone),
  circumstances: z.string().max(MAX_CIRCUMSTANCES_LENGTH, {
    error: `Please keep this to ${MAX_CIRCUMSTANCES_LENGTH} characters`,
  }),
});

export function paymentPlanRequestFrom(
  values: z.output<typeof paymentPlanSchema>,
): PaymentPlanRequest {
  return { ...values, months: Number(values.months) };
}
