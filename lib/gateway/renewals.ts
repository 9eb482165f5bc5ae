import * as renewals from './contract/renewals';
import { gateway, type CallOptions } from './client';

/** Renewing an account's tariff. */

export const getRenewalQuotes = (
  id: number,
  body: { generateQuotesForEvTariffs?: boolean } = {},
  options?: CallOptions,
) => gateway.call(renewals.createRenewalQuotes, { params: { id }, body }, options);
