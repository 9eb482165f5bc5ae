import * as bills from './contract/bills';
import * as payments from './contract/payments';
import { gateway, type CallOptions } from './client';

/** An account's Direct Debit and the payments received. */

export const getPayments = (id: number, options?: CallOptions) =>
  gateway.call(payments.getPayments, { params: { id } }, options);

export const updateDirectDebit = (
  id: number,
  body: payments.DirectDebitUpdate,
  options?: CallOptions,
) => gateway.call(payments.updateDirectDebit, { params: { id }, body }, options);

/** Pass a fresh `idempotencyKey` per set of bank details so a retry cannot change it twice. */
export const replaceDirectDebitMandate = (
  id: number,
  body: payments.DirectDebitMandate,
  options: CallOptions & { idempotencyKey: string },
) => gateway.call(payments.replaceDirectDebitMandate, { params: { id }, body }, options);

/** The payments received on the account, newest first, a page at a time. */
export const getPaymentHistory = (
  id: number,
  page: { page?: number; perPage?: number } = {},
  options?: CallOptions,
) =>
  gateway.call(
    bills.getTransactions,
    { params: { id }, query: { ...page, kind: 'payment' } },
    options,
  );
