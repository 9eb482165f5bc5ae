import * as bills from './contract/bills';
import { gateway, type CallOptions } from './client';

/** An account's bills and transactions. */

export const getBills = (id: number, options?: CallOptions) =>
  gateway.call(bills.getBills, { params: { id } }, options);

export const getBill = (id: number, billId: number, options?: CallOptions) =>
  gateway.call(bills.getBill, { params: { id, billId } }, options);

export const getTransactions = (
  id: number,
  page: { page?: number; perPage?: number } = {},
  options?: CallOptions,
) => gateway.call(bills.getTransactions, { params: { id }, query: page }, options);
