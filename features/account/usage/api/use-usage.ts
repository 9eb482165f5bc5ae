import useSWR from 'swr';
import type { Usage } from '@/lib/gateway/contract/usage';
import type { GatewayError } from '@/lib/gateway/gateway-error';
import { accountKeys } from '../../api/keys';
import type { UsageWindow } from '../usage-window';

/** The account's use over one window; the last window stays shown while the next loads. */
export function useUsage(accountId: number, window: UsageWindow) {
  return useSWR<Usage, GatewayError>(
    accountKeys.usage(accountId, window),
    async ([, id, , granularity, from, to]: ReturnType<typeof accountKeys.usage>) =>
      (await import('@/lib/gateway/usage')).getUsage(id, { granularity, from, to }),
    { keepPreviousData: true },
  );
}
