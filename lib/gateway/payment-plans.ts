import * as paymentPlans from './contract/payment-plans';
import { gateway, type CallOptions } from './client';

/** Payment plans for a customer in debit. */

export const getPaymentPlan = (id: number, options?: CallOptions) =>
  gateway.call(paymentPlans.getPaymentPlan, { params: { id } }, options);

export const requestPaymentPlan = (
  id: number,
  body: paymentPlans.PaymentPlanRequest,
  options?: CallOptions,
) => gateway.call(paymentPlans.requestPaymentPlan, { params: { id }, body }, options);
