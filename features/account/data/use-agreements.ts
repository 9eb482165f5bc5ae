import useSWR from 'swr';
import type { Agreement } from '@/lib/gateway/contract/account';
import type { GatewayError } from '@/lib/gateway/gateway-error';
import { accountKeys } from './keys';

/** The account's tariff agreements, newest first. */
export function useAgreements(accountId: number | undefined) {
  return useSWR<Agreement[], GatewayError>(
    accountId === undefined ? null : accountKeys.agreements(accountId),
    async ([, id]: ReturnType<typeof accountKeys.agreements>) =>
      (await (await import('@/lib/gateway/account')).getAgreements(id)).agreements,
  );
}
