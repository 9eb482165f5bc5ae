import * as refunds from './contract/refunds';
import { gateway, type CallOptions } from './client';

/** Refunds of an account's credit. */

export const getRefundableCredit = (id: number, options?: CallOptions) =>
  gateway.call(refunds.getRefundableCredit, { params: { id } }, options);

/** Pass one `idempotencyKey` per refund asked for, so a retry cannot ask twice. */
export const requestRefund = (
  id: number,
  body: refunds.RefundRequest,
  options: CallOptions & { idempotencyKey: string },
) => gateway.call(refunds.requestRefund, { params: { id }, body }, options);
