import * as account from './contract/account';
import { gateway, type CallOptions } from './client';

/** An account's state, tariff agreements and balance. */

export const getAccountState = (id: number, options?: CallOptions) =>
  gateway.call(account.getAccountState, { params: { id } }, options);

export const getAgreements = (id: number, options?: CallOptions) =>
  gateway.call(account.getAgreements, { params: { id } }, options);

export const getSmartPayAsYouGoEligibility = (
  id: number,
  billingAccountNumber: string,
  options?: CallOptions,
) =>
  gateway.call(
    account.getSmartPayAsYouGoEligibility,
    { params: { id }, query: { billingAccountNumber } },
    options,
  );

export const getBalance = (id: number, options?: CallOptions) =>
  gateway.call(account.getBalance, { params: { id } }, options);
