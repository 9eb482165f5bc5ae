import { z } from 'zod';
import { accountEndpoint } from './account-endpoint';
import { isoDate, pence } from './common';

/**
 * What of the account's credit can be refunded now, every figure given so the screen can show
 * it as a sum: the balance, less what the next 12 months' energy is forecast to cost beyond the
 * Direct Debits that will be collected meanwhile (the amount kept back), is the refundable figure.
 */
export const refundableCredit = z
  .object({
    /** The balance today: positive is in credit. */
    balancePence: pence,
    /** The 12 months the forecast covers, from tomorrow. */
    forecastFrom: isoDate,
    forecastTo: isoDate,
    /** The forecast cost of the 12 months' energy and standing charges, from the customer's own use and rates. */
    forecastNeedPence: pence,
    /** Twelve collections of the current Direct Debit (0 without one). */
    directDebitsPence: pence,
    /** The part of the credit kept to cover the forecast beyond the Direct Debits. */
    keptBackPence: pence,
    /** What the customer may ask for now: 0 when refused. */
    refundablePence: pence,
    /** Why nothing can be refunded, in words the customer can act on; null when something can. */
    refusal: z.string().nullable(),
  })
  .meta({ id: 'RefundableCredit' });
export type RefundableCredit = z.infer<typeof refundableCredit>;

export const getRefundableCredit = accountEndpoint({
  method: 'get',
  path: '/api/v1/accounts/{id}/refund',
  section: 'refund',
  summary:
    'How much credit can be refunded now: the balance, the 12 months forecast, the amount kept back and the refundable figure, or why none can',
  tag: 'refunds',
  response: refundableCredit,
  status: 200,
});

const AMOUNT_MESSAGE = 'Enter an amount in pounds and pence';

/** An amount of the refundable credit to pay into the bank account the Direct Debit is paid from. */
export const refundRequest = z
  .strictObject({
    amountPence: z
      .number({ error: AMOUNT_MESSAGE })
      .int({ error: AMOUNT_MESSAGE })
      .positive({ error: 'Enter an amount of at least 1p' }),
  })
  .meta({ id: 'RefundRequest' });
export type RefundRequest = z.input<typeof refundRequest>;

export const refundRequested = z
  .object({
    amountPence: pence,
    requestedAt: z.iso.datetime({ offset: true }),
    /** The bank account it is paid into, masked: '******78'. */
    accountNumberMasked: z.string(),
  })
  .meta({ id: 'RefundRequested' });
export type RefundRequested = z.infer<typeof refundRequested>;

export const requestRefund = accountEndpoint({
  method: 'post',
  path: '/api/v1/accounts/{id}/refund',
  section: 'refund',
  summary:
    'Ask for a refund of up to the refundable credit into the Direct Debit bank account: recorded as pending, confirmed by email',
  tag: 'refunds',
  body: refundRequest,
  response: refundRequested,
  status: 201,
  idempotent: true,
  errors: [422],
});
