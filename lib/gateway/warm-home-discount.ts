import * as warmHomeDiscount from './contract/warm-home-discount';
import { gateway, type CallOptions } from './client';

/** The Warm Home Discount: the account's status, and applying for it in Scotland. */

export const getWarmHomeDiscount = (id: number, options?: CallOptions) =>
  gateway.call(warmHomeDiscount.getWarmHomeDiscount, { params: { id } }, options);

/** Pass a fresh `idempotencyKey` per application so a retry cannot apply twice. */
export const applyForBroaderGroup = (
  id: number,
  body: warmHomeDiscount.BroaderGroupApplicationRequest,
  options: CallOptions & { idempotencyKey: string },
) => gateway.call(warmHomeDiscount.applyForBroaderGroup, { params: { id }, body }, options);
