import useSWR from 'swr';
import type { Payments } from '@/lib/gateway/contract/payments';
import type { GatewayError } from '@/lib/gateway/gateway-error';
import { accountKeys } from './keys';

/** The Direct Debit, the forecast behind the recommended amount and the latest change. */
export function usePayments(accountId: number) {
  return useSWR<Payments, GatewayError>(
    accountKeys.payments(accountId),
    async ([, id]: ReturnType<typeof accountKeys.payments>) =>
      (await import('@/lib/gateway/payments')).getPayments(id),
  );
}
