import useSWR from 'swr';
import type { GatewayError } from '@/lib/gateway/gateway-error';
import type { Balance } from '@/lib/gateway/contract/account';
import { accountKeys } from './keys';

/** The balance, last payment and next Direct Debit of an account (none until there is one). */
export function useBalance(accountId: number | undefined) {
  return useSWR<Balance, GatewayError>(
    accountId === undefined ? null : accountKeys.balance(accountId),
    async ([, id]: ReturnType<typeof accountKeys.balance>) =>
      (await import('@/lib/gateway/account')).getBalance(id),
  );
}
