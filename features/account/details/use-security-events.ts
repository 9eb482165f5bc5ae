import useSWR from 'swr';
import type { SecurityEvent } from '@/lib/gateway/contract/account-security';
import type { GatewayError } from '@/lib/gateway/gateway-error';
import { customerKeys } from '../data/keys';
import { loadSecurityCalls } from './security-calls';

/** The customer's latest security events, newest first. */
export function useSecurityEvents() {
  return useSWR<SecurityEvent[], GatewayError>(
    customerKeys.securityEvents(),
    async () => (await (await loadSecurityCalls()).listSecurityEvents()).events,
  );
}
