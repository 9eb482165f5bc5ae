import * as referralInvites from './contract/referral-invites';
import { gateway, type CallOptions } from './client';

/** Answers 404 (a GatewayError) for a code that is unknown or cannot earn a reward. */
export const getReferralInvite = (code: string, options?: CallOptions) =>
  gateway.call(referralInvites.getReferralInvite, { params: { code } }, options);
