import * as account from './contract/account';
import * as bills from './contract/bills';
import * as customer from './contract/customer';
import * as moveOut from './contract/move-out';
import * as paymentPlans from './contract/payment-plans';
import * as payments from './contract/payments';
import * as readings from './contract/readings';
import * as referrals from './contract/referrals';
import * as renewals from './contract/renewals';
import * as usage from './contract/usage';
import { gateway, type CallOptions } from './client';

/** The account area's calls, one function each, typed and parsed by the contract. */

export const getMe = (options?: CallOptions) => gateway.call(customer.getMe, {}, options);

export const updateCustomer = (id: number, body: customer.CustomerUpdate, options?: CallOptions) =>
  gateway.call(customer.updateCustomer, { params: { id }, body }, options);

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

export const getBills = (id: number, options?: CallOptions) =>
  gateway.call(bills.getBills, { params: { id } }, options);

export const getBill = (id: number, billId: number, options?: CallOptions) =>
  gateway.call(bills.getBill, { params: { id, billId } }, options);

export const getTransactions = (
  id: number,
  page: { page?: number; perPage?: number } = {},
  options?: CallOptions,
) => gateway.call(bills.getTransactions, { params: { id }, query: page }, options);

export const getReadings = (id: number, options?: CallOptions) =>
  gateway.call(readings.getReadings, { params: { id } }, options);

/** Pass a fresh `idempotencyKey` per submission so a retry cannot record it twice. */
export const submitReadings = (
  id: number,
  body: readings.ReadingSubmission,
  options: CallOptions & { idempotencyKey: string },
) => gateway.call(readings.submitReadings, { params: { id }, body }, options);

export const getUsage = (
  id: number,
  query: { from?: string; to?: string; granularity?: usage.UsageGranularity },
  options?: CallOptions,
) => gateway.call(usage.getUsage, { params: { id }, query }, options);

export const getPayments = (id: number, options?: CallOptions) =>
  gateway.call(payments.getPayments, { params: { id } }, options);

export const updateDirectDebit = (
  id: number,
  body: payments.DirectDebitUpdate,
  options?: CallOptions,
) => gateway.call(payments.updateDirectDebit, { params: { id }, body }, options);

export const getReferrals = (id: number, options?: CallOptions) =>
  gateway.call(referrals.getReferrals, { params: { id } }, options);

export const getMoveOut = (id: number, options?: CallOptions) =>
  gateway.call(moveOut.getMoveOut, { params: { id } }, options);

export const createMoveOut = (id: number, body: moveOut.MoveOutRequest, options?: CallOptions) =>
  gateway.call(moveOut.createMoveOut, { params: { id }, body }, options);

export const getRenewalQuotes = (
  id: number,
  body: { generateQuotesForEvTariffs?: boolean } = {},
  options?: CallOptions,
) => gateway.call(renewals.createRenewalQuotes, { params: { id }, body }, options);

export const getPaymentPlan = (id: number, options?: CallOptions) =>
  gateway.call(paymentPlans.getPaymentPlan, { params: { id } }, options);

export const requestPaymentPlan = (
  id: number,
  body: paymentPlans.PaymentPlanRequest,
  options?: CallOptions,
) => gateway.call(paymentPlans.requestPaymentPlan, { params: { id }, body }, options);

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
