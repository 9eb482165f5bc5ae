import useSWR from 'swr';
import type { ReadingHistory } from '@/lib/gateway/contract/readings';
import type { GatewayError } from '@/lib/gateway/gateway-error';
import { accountKeys } from '../../data/keys';

/** The account's meters, their registers and the reading history. */
export function useReadings(accountId: number) {
  return useSWR<ReadingHistory, GatewayError>(
    accountKeys.readings(accountId),
    async ([, id]: ReturnType<typeof accountKeys.readings>) =>
      (await import('@/lib/gateway/readings')).getReadings(id),
  );
}
