import useSWR from 'swr';
import type { RenewalOverview } from '@/lib/gateway/contract/renewals';
import type { TariffQuote } from '@/lib/gateway/contract/tariff-quote';
import type { GatewayError } from '@/lib/gateway/gateway-error';
import type * as RenewalCalls from '@/lib/gateway/renewals';
import { accountKeys } from '../data/keys';

let renewalCalls: Promise<typeof RenewalCalls> | null = null;

/** The renewal calls, downloaded once when the screen first asks for them. */
export const loadRenewalCalls = () => (renewalCalls ??= import('@/lib/gateway/renewals'));

/** How long the price holds, what staying on the variable costs, and any renewal under way. */
export function useRenewalOverview(accountId: number) {
  return useSWR<RenewalOverview, GatewayError>(
    accountKeys.renewal(accountId),
    async ([, id]: ReturnType<typeof accountKeys.renewal>) =>
      (await loadRenewalCalls()).getRenewalOverview(id),
  );
}

/**
 * The fixed tariffs priced for the account. Each fetch prices them afresh (and the gateway keeps
 * them, to be chosen by id), so they are not fetched again on focus.
 */
export function useRenewalOffers(accountId: number) {
  return useSWR<TariffQuote[], GatewayError>(
    accountKeys.renewalOffers(accountId),
    async ([, id]: ReturnType<typeof accountKeys.renewalOffers>) =>
      (await loadRenewalCalls()).getRenewalQuotes(id),
    { revalidateOnFocus: false, revalidateOnReconnect: false },
  );
}
