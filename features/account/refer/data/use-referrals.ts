import useSWR from 'swr';
import type { Referrals } from '@/lib/gateway/contract/referrals';
import type { GatewayError } from '@/lib/gateway/gateway-error';
import { accountKeys } from '../../data/keys';

/** The account's referral code, the reward, and the friends referred so far, newest first. */
export function useReferrals(accountId: number) {
  return useSWR<Referrals, GatewayError>(
    accountKeys.referrals(accountId),
    async ([, id]: ReturnType<typeof accountKeys.referrals>) =>
      (await import('@/lib/gateway/referrals')).getReferrals(id),
  );
}
