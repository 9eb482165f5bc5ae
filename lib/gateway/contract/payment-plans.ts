import { z } from 'zod';
import { entityId, isoDateTime, pence } from './common';
import { accountEndpoint } from './account-endpoint';
import { ukPhone } from './customer';

/** The lengths a payment plan can spread a debt over. */
export const PAYMENT_PLAN_MONTHS = [3, 6, 9, 12] as const;
export const MAX_CIRCUMSTANCES_LENGTH = 1000;

export const paymentPlanRequest = z
  .strictObject({
    months: z
      .number({ error: 'Choose how many months to spread the payments over' })
      .refine((months) => (PAYMENT_PLAN_MONTHS as readonly number[]).includes(months), {
        error: 'Choose 3, 6, 9 or 12 months',
      }),
    phone: ukPhone,
    circumstances: z
      .string()
      .trim()
      .max(MAX_CIRCUMSTANCES_LENGTH, {
        error: `Please keep this to ${MAX_CIRCUMSTANCES_LENGTH} characters`,
      })
      .default(''),
  })
  .meta({ id: 'PaymentPlanRequest' });
export type PaymentPlanRequest = z.input<typeof paymentPlanRequest>;

export const paymentPlan = z
  .object({
    id: entityId,
    owedPence: pence,
    months: z.number().int(),
    /** What each month would add to the Direct Debit: the debt ÷ months, rounded up to 1p. */
    monthlyPence: pence,
    phone: z.string(),
    status: z.enum(['Requested', 'Agreed', 'Declined']),
    requestedAt: isoDateTime,
  })
  .meta({ id: 'PaymentPlan' });
export type PaymentPlan = z.infer<typeof paymentPlan>;

export const paymentPlanStatus = z
  .object({
    /** What the customer owes now; 0 when the account is in credit. */
    owedPence: pence,
    /** The latest request, if the customer has made one. */
    request: paymentPlan.nullable(),
  })
  .meta({ id: 'PaymentPlanStatus' });
export type PaymentPlanStatus = z.infer<typeof paymentPlanStatus>;

export const getPaymentPlan = accountEndpoint({
  method: 'get',
  path: '/api/v1/accounts/{id}/payment-plan',
  section: 'balance',
  summary: 'What the customer owes and their latest request for a payment plan',
  tag: 'bills',
  response: paymentPlanStatus,
  status: 200,
});

export const requestPaymentPlan = accountEndpoint({
  method: 'post',
  path: '/api/v1/accounts/{id}/payment-plan',
  section: 'balance',
  summary: 'Ask to spread what is owed over 3 to 12 months; staff call back to agree it',
  tag: 'bills',
  body: paymentPlanRequest,
  response: paymentPlan,
  status: 201,
  idempotent: true,
  errors: [409],
});
