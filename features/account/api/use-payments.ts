import useSWR from 'swr';
import { getPayments } from '@/lib/gateway/account';
import type { Payments } from '@/lib/gateway/contract/payments';
import type { GatewayError } from '@/lib/gateway/gateway-error';
import { accountKeys } from './keys';

/** The Direct Debit, the forecast behind the recommended amount and the latest change. */
export function usePayments(accountId: number) {
  return useSWR<Payments, GatewayError>(
    accountKeys.payments(accountId),
    ([, id]: ReturnType<typeof accountKeys.payments>) => getPayments(id),
  );
}
