import useSWR from 'swr';
import type { RefundableCredit } from '@/lib/gateway/contract/refunds';
import type { GatewayError } from '@/lib/gateway/gateway-error';
import { accountKeys } from '../../data/keys';

/** What of the account's credit can be refunded now, line by line, or why none can. */
export function useRefundableCredit(accountId: number) {
  return useSWR<RefundableCredit, GatewayError>(
    accountKeys.refund(accountId),
    async ([, id]: ReturnType<typeof accountKeys.refund>) =>
      (await import('@/lib/gateway/refunds')).getRefundableCredit(id),
  );
}
