import useSWR from 'swr';
import type { PaymentPlanStatus } from '@/lib/gateway/contract/payment-plans';
import type { GatewayError } from '@/lib/gateway/gateway-error';
import { accountKeys } from '../../data/keys';

/** What the customer owes and their latest payment plan request. */
export function usePaymentPlan(accountId: number) {
  return useSWR<PaymentPlanStatus, GatewayError>(
    accountKeys.paymentPlan(accountId),
    async ([, id]: ReturnType<typeof accountKeys.paymentPlan>) =>
      (await import('@/lib/gateway/payment-plans')).getPaymentPlan(id),
  );
}
