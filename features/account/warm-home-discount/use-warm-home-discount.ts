import useSWR from 'swr';
import type { WarmHomeDiscount } from '@/lib/gateway/contract/warm-home-discount';
import type { GatewayError } from '@/lib/gateway/gateway-error';
import type * as WarmHomeDiscountCalls from '@/lib/gateway/warm-home-discount';
import { accountKeys } from '../data/keys';

let warmHomeDiscountCalls: Promise<typeof WarmHomeDiscountCalls> | null = null;

/** The Warm Home Discount calls, downloaded once when the screen first asks for them. */
export const loadWarmHomeDiscountCalls = () =>
  (warmHomeDiscountCalls ??= import('@/lib/gateway/warm-home-discount'));

/** The account's Warm Home Discount this scheme year: the matching, or the application. */
export function useWarmHomeDiscount(accountId: number) {
  return useSWR<WarmHomeDiscount, GatewayError>(
    accountKeys.warmHomeDiscount(accountId),
    async ([, id]: ReturnType<typeof accountKeys.warmHomeDiscount>) =>
      (await loadWarmHomeDiscountCalls()).getWarmHomeDiscount(id),
  );
}
