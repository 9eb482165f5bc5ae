import useSWR from 'swr';
import type { Usage } from '@/lib/gateway/contract/usage';
import type { GatewayError } from '@/lib/gateway/gateway-error';
import { accountKeys } from '../../data/keys';
import type { UsageWindow } from '../usage-window';

/** Figures as loaded, with the window they were asked for. */
interface LoadedUsage {
  usage: Usage;
  window: UsageWindow;
}

/**
 * The account's use over one window; the last window stays shown while the next loads, and
 * after it failed to: `shownWindow` says which window `data` is for.
 */
export function useUsage(accountId: number, window: UsageWindow) {
  const { data, ...rest } = useSWR<LoadedUsage, GatewayError>(
    accountKeys.usage(accountId, window),
    async ([, id, , granularity, from, to]: ReturnType<typeof accountKeys.usage>) => ({
      usage: await (await import('@/lib/gateway/usage')).getUsage(id, { granularity, from, to }),
      window: { granularity, from, to },
    }),
    { keepPreviousData: true },
  );
  return { ...rest, data: data?.usage, shownWindow: data?.window };
}
