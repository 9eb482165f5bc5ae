import useSWR from 'swr';
import { getReadings } from '@/lib/gateway/account';
import type { ReadingHistory } from '@/lib/gateway/contract/readings';
import type { GatewayError } from '@/lib/gateway/gateway-error';
import { accountKeys } from '../../api/keys';

/** The account's meters, their registers and the reading history. */
export function useReadings(accountId: number) {
  return useSWR<ReadingHistory, GatewayError>(
    accountKeys.readings(accountId),
    ([, id]: ReturnType<typeof accountKeys.readings>) => getReadings(id),
  );
}
