import useSWR from 'swr';
import { getUsage } from '@/lib/gateway/account';
import type { Usage } from '@/lib/gateway/contract/usage';
import type { GatewayError } from '@/lib/gateway/gateway-error';
import { accountKeys } from '../../api/keys';
import type { UsageWindow } from '../usage-window';

/** The account's use over one window; the last window stays shown while the next loads. */
export function useUsage(accountId: number, window: UsageWindow) {
  return useSWR<Usage, GatewayError>(
    accountKeys.usage(accountId, window),
    ([, id, , granularity, from, to]: ReturnType<typeof accountKeys.usage>) =>
      getUsage(id, { granularity, from, to }),
    { keepPreviousData: true },
  );
}
