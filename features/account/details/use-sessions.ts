import useSWR from 'swr';
import type { SignedInSession } from '@/lib/gateway/contract/account-security';
import type { GatewayError } from '@/lib/gateway/gateway-error';
import { customerKeys } from '../data/keys';
import { loadSecurityCalls } from './security-calls';

/** The devices the customer is signed in on, this one first. */
export function useSessions() {
  return useSWR<SignedInSession[], GatewayError>(
    customerKeys.sessions(),
    async () => (await (await loadSecurityCalls()).listSessions()).sessions,
  );
}
