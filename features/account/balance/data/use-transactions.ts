import useSWR from 'swr';
import type { TransactionPage } from '@/lib/gateway/contract/bills';
import type { GatewayError } from '@/lib/gateway/gateway-error';
import { accountKeys } from '../../data/keys';

export const TRANSACTIONS_PER_PAGE = 10;

/** One page of the account's transactions, newest first; a page stays shown while the next loads. */
export function useTransactions(accountId: number, page: number) {
  return useSWR<TransactionPage, GatewayError>(
    accountKeys.transactions(accountId, page),
    async ([, id, , n]: ReturnType<typeof accountKeys.transactions>) =>
      (await import('@/lib/gateway/bills')).getTransactions(id, {
        page: n,
        perPage: TRANSACTIONS_PER_PAGE,
      }),
    { keepPreviousData: true },
  );
}
