import useSWR from 'swr';
import type { Bill } from '@/lib/gateway/contract/bills';
import type { GatewayError } from '@/lib/gateway/gateway-error';
import { accountKeys } from '../../data/keys';

/** One bill with its lines, readings and reconciliation; nothing until the bill is known. */
export function useBill(accountId: number, billId: number | null) {
  return useSWR<Bill, GatewayError>(
    billId === null ? null : accountKeys.bill(accountId, billId),
    async ([, id, , bill]: ReturnType<typeof accountKeys.bill>) =>
      (await import('@/lib/gateway/bills')).getBill(id, bill),
  );
}
