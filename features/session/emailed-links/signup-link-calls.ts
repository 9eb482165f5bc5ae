import type * as SignupLinkCalls from '@/lib/gateway/signup-links';

let calls: Promise<typeof SignupLinkCalls> | null = null;

/** The calls of a sign-up's emailed links, downloaded (with the contract's zod) when first sent. */
export const loadSignupLinkCalls = () => (calls ??= import('@/lib/gateway/signup-links'));
