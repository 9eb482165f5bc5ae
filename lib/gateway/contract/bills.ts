import { z } from 'zod';
import {
  entityId,
  fuel,
  idParam,
  isoDate,
  pageOf,
  pageQuery,
  pence,
  ratePence,
  registerName,
} from './common';
import { accountEndpoint } from './account-endpoint';
import { defineEndpoint } from './endpoint';

export const billSummary = z
  .object({
    id: entityId,
    issuedOn: isoDate,
    periodStart: isoDate,
    periodEnd: isoDate,
    /** What the bill charges, VAT and credits included. */
    totalPence: pence,
  })
  .meta({ id: 'BillSummary' });
export type BillSummary = z.infer<typeof billSummary>;

/** A meter reading a bill was made from, as it stood when the bill was made. */
export const billReading = z.object({
  readOn: isoDate,
  value: z.number().int().nonnegative(),
  /** customer and smart readings are actual; an estimated one is ours. */
  source: z.enum(['customer', 'smart', 'estimated']),
});

/** Where an energy line's kWh come from: the register's readings at the period's two ends. */
export const billLineReadings = z.object({
  registerName,
  meterSerialNumber: z.string(),
  /** What the register counts: kWh, or cubic metres on a gas meter. */
  unit: z.enum(['kWh', 'm3']),
  opening: billReading,
  closing: billReading,
  /** Gas only: kWh = cubic metres × volume correction × calorific value (MJ/m³) ÷ 3.6. */
  gasConversion: z
    .object({
      cubicMetres: z.number().int(),
      volumeCorrection: z.number().positive(),
      calorificValue: z.number().positive(),
    })
    .nullable(),
});
export type BillLineReadings = z.infer<typeof billLineReadings>;

/**
 * One line of a bill: energy used on a register (quantity kWh × unit rate), standing charge
 * (quantity days × daily rate), VAT, or a credit (negative amount). Rates exclude VAT (VAT is a
 * line of its own), to the four decimal places the bill was worked out at.
 */
export const billLine = z
  .object({
    kind: z.enum(['energy', 'standing_charge', 'vat', 'credit']),
    fuel: fuel.nullable(),
    description: z.string(),
    quantity: z.number().nullable(),
    unit: z.enum(['kWh', 'days']).nullable(),
    ratePence: ratePence.nullable(),
    amountPence: pence,
    /** Energy lines: the readings the kWh were worked out from. */
    readings: billLineReadings.nullable(),
  })
  .meta({ id: 'BillLine' });
export type BillLine = z.infer<typeof billLine>;

export const bill = billSummary
  .extend({
    lines: z.array(billLine),
    subtotalPence: pence,
    vatPence: pence,
    creditsPence: pence,
    /** How the bill moved the balance on the day it was posted (positive is in credit). */
    reconciliation: z
      .object({ postedOn: isoDate, balanceBeforePence: pence, balanceAfterPence: pence })
      .nullable(),
  })
  .meta({ id: 'Bill' });
export type Bill = z.infer<typeof bill>;

export const billList = z.object({ bills: z.array(billSummary) }).meta({ id: 'Bills' });

export const transactionKind = z.enum(['bill', 'payment', 'refund', 'credit']);
export type TransactionKind = z.infer<typeof transactionKind>;

export const transaction = z
  .object({
    id: entityId,
    postedOn: isoDate,
    kind: transactionKind,
    description: z.string(),
    /** Positive adds to the balance (payments, credits); negative takes from it (bills, refunds). */
    amountPence: pence,
    /** The balance after this transaction: positive is in credit. */
    balancePence: pence,
    billId: entityId.nullable(),
  })
  .meta({ id: 'Transaction' });
export type Transaction = z.infer<typeof transaction>;

/** A refund the customer asked for that has not reached their bank yet (issue 47 item 1). */
export const pendingRefund = z
  .object({
    requestedAt: z.iso.datetime({ offset: true }),
    description: z.string(),
    /** Negative: it will take from the balance once paid. */
    amountPence: pence,
  })
  .meta({ id: 'PendingRefund' });
export type PendingRefund = z.infer<typeof pendingRefund>;

/** A page of transactions, and the refunds still pending (none for a kind other than refunds). */
export const transactionPage = pageOf(transaction)
  .extend({ pendingRefunds: z.array(pendingRefund) })
  .meta({ id: 'TransactionPage' });
export type TransactionPage = z.infer<typeof transactionPage>;

/** A page of transactions, all of them or only one kind (the payment history: `kind=payment`). */
export const transactionsQuery = pageQuery.extend({
  kind: transactionKind.optional(),
});

export const getBills = accountEndpoint({
  method: 'get',
  path: '/api/v1/accounts/{id}/bills',
  section: 'balance',
  summary: "The account's bills, newest first",
  tag: 'bills',
  response: billList,
  status: 200,
});

export const getBill = defineEndpoint({
  method: 'get',
  path: '/api/v1/accounts/{id}/bills/{billId}',
  section: 'balance',
  summary: 'One bill with its lines',
  tag: 'bills',
  auth: 'bearer',
  params: z.object({ id: idParam, billId: idParam }),
  response: bill,
  status: 200,
  errors: [404],
});

export const getTransactions = accountEndpoint({
  method: 'get',
  path: '/api/v1/accounts/{id}/transactions',
  section: 'balance',
  summary:
    'Bills, payments, refunds and credits with the running balance, newest first; `kind` keeps one sort',
  tag: 'bills',
  query: transactionsQuery,
  response: transactionPage,
  status: 200,
});
