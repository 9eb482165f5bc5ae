import * as referrals from './contract/referrals';
import { gateway, type CallOptions } from './client';

/** An account's referrals. */

export const getReferrals = (id: number, options?: CallOptions) =>
  gateway.call(referrals.getReferrals, { params: { id } }, options);
