import type * as AccountSecurityCalls from '@/lib/gateway/account-security';

let calls: Promise<typeof AccountSecurityCalls> | null = null;

/** The account security calls, downloaded (with the contract's zod) when a form is first sent. */
export const loadAccountSecurityCalls = () => (calls ??= import('@/lib/gateway/account-security'));
