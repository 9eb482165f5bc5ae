import type * as AccountSecurityCalls from '@/lib/gateway/account-security';

let calls: Promise<typeof AccountSecurityCalls> | null = null;

/** The password and sessions calls, downloaded once when a panel first needs them. */
export const loadSecurityCalls = () => (calls ??= import('@/lib/gateway/account-security'));
