import * as renewals from './contract/renewals';
import { gateway, type CallOptions } from './client';

/** Renewing an account's tariff. */

export const getRenewalQuotes = (
  id: number,
  body: { generateQuotesForEvTariffs?: boolean } = {},
  options?: CallOptions,
) => gateway.call(renewals.createRenewalQuotes, { params: { id }, body }, options);

export const getRenewalOverview = (id: number, options?: CallOptions) =>
  gateway.call(renewals.getRenewalOverview, { params: { id } }, options);

/** Pass a fresh `idempotencyKey` per renewal so a retry cannot record it twice. */
export const requestRenewal = (
  id: number,
  body: renewals.RenewalRequest,
  options: CallOptions & { idempotencyKey: string },
) => gateway.call(renewals.requestRenewal, { params: { id }, body }, options);
