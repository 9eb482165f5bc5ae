import { z } from 'zod';
import { bankAccount, directDebitDay } from './bank-account';
import { MAX_PASSWORD_LENGTH } from './password-rules';
import { fuel, isoDate, isoDateTime, pence, ratePence, registerName } from './common';
import { accountEndpoint } from './account-endpoint';

export const MIN_DIRECT_DEBIT_PENCE = 500;
export const MAX_DIRECT_DEBIT_PENCE = 100_000;
/** The recommended amount is rounded up to a whole number of pounds. */
export const DIRECT_DEBIT_ROUNDING_PENCE = 100;
export const MAX_CHANGE_REASON_LENGTH = 200;

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

/** One line of the year ahead: a register's expected use, or a fuel's standing charge. */
export const forecastLine = z
  .object({
    fuel,
    kind: z.enum(['energy', 'standing_charge']),
    /** The register whose use this is; null for a standing charge. */
    registerName: registerName.nullable(),
    tariffName: z.string(),
    /** kWh expected over the 12 months, or 365 days. */
    quantity: z.number().nonnegative(),
    unit: z.enum(['kWh', 'days']),
    /** The current price, VAT included: pence per kWh or per day. */
    ratePence,
    /** quantity × rate, rounded to the penny. */
    amountPence: pence,
  })
  .meta({ id: 'DirectDebitForecastLine' });
export type ForecastLine = z.infer<typeof forecastLine>;

/**
 * How the recommended amount is worked out, every figure given so it can be shown as a sum:
 * the lines' total, less the balance (credit lowers it, a debt raises it), ÷ 12, then rounded up
 * to the next £1 and to at least the minimum.
 */
export const directDebitForecast = z
  .object({
    /** The 12 months the forecast covers, from tomorrow. */
    from: isoDate,
    to: isoDate,
    lines: z.array(forecastLine),
    /** The sum of the lines. */
    yearlyCostPence: pence,
    /** The balance today: positive is in credit. */
    balancePence: pence,
    /** yearlyCostPence − balancePence. */
    toPayPence: pence,
    /** toPayPence ÷ 12, rounded up to the penny. */
    monthlyPence: pence,
    roundUpToPence: z.number().int().positive(),
    minimumPence: pence,
    recommendedAmountPence: pence,
  })
  .meta({ id: 'DirectDebitForecast' });
export type DirectDebitForecast = z.infer<typeof directDebitForecast>;

/** A change to the Direct Debit, with what changed in words. */
export const directDebitChange = z
  .object({
    kind: z.enum(['payment', 'mandate']),
    changedAt: isoDateTime,
    changedBy: z.enum(['customer']),
    /** 'You changed your payment day from the 1st to the 15th on 24 November 2026.' */
    summary: z.string(),
    /** The customer's own reason, if they gave one. */
    reason: z.string().nullable(),
  })
  .meta({ id: 'DirectDebitChange' });
export type DirectDebitChange = z.infer<typeof directDebitChange>;

export const payments = z
  .object({
    directDebit: directDebit.nullable(),
    /** What would cover the next 12 months' estimated use, given the balance. */
    recommendedAmountPence: pence,
    forecast: directDebitForecast,
    latestChange: directDebitChange.nullable(),
  })
  .meta({ id: 'Payments' });
export type Payments = z.infer<typeof payments>;

const AMOUNT_MESSAGE = 'Enter an amount in pounds and pence';

export const directDebitAmount = z
  .number({ error: AMOUNT_MESSAGE })
  .int({ error: AMOUNT_MESSAGE })
  .min(MIN_DIRECT_DEBIT_PENCE, { error: 'The monthly payment must be at least £5' })
  .max(MAX_DIRECT_DEBIT_PENCE, { error: 'The monthly payment can be at most £1,000' });

const changeReason = z
  .string()
  .trim()
  .max(MAX_CHANGE_REASON_LENGTH, {
    error: `Please keep this to ${MAX_CHANGE_REASON_LENGTH} characters`,
  });

export const directDebitUpdate = z
  .strictObject({
    amountPence: directDebitAmount.optional(),
    dayOfMonth: directDebitDay.optional(),
    /** Why, in the customer's words (optional): kept with the change. */
    reason: changeReason.optional(),
  })
  .refine((update) => update.amountPence !== undefined || update.dayOfMonth !== undefined, {
    error: 'Change the amount or the payment day',
  })
  .meta({ id: 'DirectDebitUpdate' });
export type DirectDebitUpdate = z.input<typeof directDebitUpdate>;

/**
 * A new bank account for the Direct Debit: a new mandate, modulus-checked like a sign-up's,
 * with the customer's password, as a stolen session must not move where the money comes from.
 */
export const directDebitMandate = bankAccount
  .extend({
    currentPassword: z
      .string({ error: 'Enter your password' })
      .min(1, { error: 'Enter your password' })
      .max(MAX_PASSWORD_LENGTH),
  })
  .meta({ id: 'DirectDebitMandate' });
export type DirectDebitMandate = z.input<typeof directDebitMandate>;

export const getPayments = accountEndpoint({
  method: 'get',
  path: '/api/v1/accounts/{id}/payments',
  section: 'payments',
  summary:
    'The Direct Debit (bank details masked), the forecast behind the recommended monthly amount and the latest change',
  tag: 'payments',
  response: payments,
  status: 200,
});

export const updateDirectDebit = accountEndpoint({
  method: 'patch',
  path: '/api/v1/accounts/{id}/payments',
  section: 'payments',
  summary: 'Change the Direct Debit amount or payment day (the change is recorded)',
  tag: 'payments',
  body: directDebitUpdate,
  response: payments,
  status: 200,
  errors: [409],
});

export const replaceDirectDebitMandate = accountEndpoint({
  method: 'post',
  path: '/api/v1/accounts/{id}/direct-debit/mandate',
  section: 'payments',
  summary:
    'Collect the Direct Debit from a new bank account: modulus-checked, stored masked, recorded as a change',
  tag: 'payments',
  body: directDebitMandate,
  response: payments,
  status: 201,
  idempotent: true,
  errors: [409, 422, 429],
});
