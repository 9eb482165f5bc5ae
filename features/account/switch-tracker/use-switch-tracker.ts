import useSWR from 'swr';
import type { SwitchTracker } from '@/lib/gateway/contract/switches';
import type { GatewayError } from '@/lib/gateway/gateway-error';

export const loadSwitchCalls = () => import('@/lib/gateway/switches');

/** Under the account's key (accountKeys.all), so what revalidates the account revalidates it. */
export const switchTrackerKey = (accountId: number) => ['account', accountId, 'switch'] as const;

/** The switch of an account still being set up; nothing is asked for an account already live. */
export function useSwitchTracker(accountId: number | undefined, settingUp: boolean) {
  return useSWR<SwitchTracker, GatewayError>(
    accountId === undefined || !settingUp ? null : switchTrackerKey(accountId),
    async ([, id]: ReturnType<typeof switchTrackerKey>) =>
      (await loadSwitchCalls()).getSwitchTracker(id),
  );
}
