import useSWR from 'swr';
import type { TransactionPage } from '@/lib/gateway/contract/bills';
import type { GatewayError } from '@/lib/gateway/gateway-error';
import { accountKeys } from '../../data/keys';

export const PAYMENTS_PER_PAGE = 12;

/** One page of the payments received, newest first; a page stays shown while the next loads. */
export function usePaymentHistory(accountId: number, page: number) {
  return useSWR<TransactionPage, GatewayError>(
    accountKeys.paymentHistory(accountId, page),
    async ([, id, , n]: ReturnType<typeof accountKeys.paymentHistory>) =>
      (await import('@/lib/gateway/payments')).getPaymentHistory(id, {
        page: n,
        perPage: PAYMENTS_PER_PAGE,
      }),
    { keepPreviousData: true },
  );
}
