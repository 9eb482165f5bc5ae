import useSWR from 'swr';
import type { MoveOut } from '@/lib/gateway/contract/move-out';
import type { GatewayError } from '@/lib/gateway/gateway-error';
import type * as MoveOutCalls from '@/lib/gateway/move-out';
import { accountKeys } from '../data/keys';

let moveOutCalls: Promise<typeof MoveOutCalls> | null = null;

/** The move-out calls, downloaded once when a moving screen first asks for them. */
export const loadMoveOutCalls = () => (moveOutCalls ??= import('@/lib/gateway/move-out'));

/** The account's move-out and its steps; null until the customer tells us they are moving. */
export function useMoveOut(accountId: number) {
  return useSWR<MoveOut | null, GatewayError>(
    accountKeys.moveOut(accountId),
    async ([, id]: ReturnType<typeof accountKeys.moveOut>) =>
      (await (await loadMoveOutCalls()).getMoveOut(id)).moveOut,
  );
}
