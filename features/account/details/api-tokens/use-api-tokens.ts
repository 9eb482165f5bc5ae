import useSWR from 'swr';
import type { ApiToken } from '@/lib/gateway/contract/api-tokens';
import type * as ApiTokenCalls from '@/lib/gateway/api-tokens';
import type { GatewayError } from '@/lib/gateway/gateway-error';
import { customerKeys } from '../../data/keys';

let calls: Promise<typeof ApiTokenCalls> | null = null;

/** The personal API token calls, downloaded once when the section first needs them. */
export const loadApiTokenCalls = () => (calls ??= import('@/lib/gateway/api-tokens'));

/** The customer's live personal API tokens, oldest first. */
export function useApiTokens() {
  return useSWR<ApiToken[], GatewayError>(
    customerKeys.apiTokens(),
    async () => (await (await loadApiTokenCalls()).listApiTokens()).tokens,
  );
}
