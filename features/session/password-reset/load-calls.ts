import type * as AccountSecurityCalls from '@/lib/gateway/account-security';

let calls: Promise<typeof AccountSecurityCalls> | null = null;

/** The password reset calls, downloaded (with the contract's zod) when the form is first sent. */
export const loadResetCalls = () => (calls ??= import('@/lib/gateway/account-security'));
