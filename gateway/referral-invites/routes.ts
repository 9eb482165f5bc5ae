import { getReferralInvite } from '@/lib/gateway/contract/referral-invites';
import { notFound } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { rewardableReferrer } from '../referrals/referrer';
import { REFERRAL_REWARD_PENCE } from '../referrals/reward';

export const UNKNOWN_REFERRAL_MESSAGE =
  'We could not find that referral code. Please check the link your friend sent you.';

export function referralInviteRoutes(router: GatewayRouter): void {
  router.add(getReferralInvite, async ({ params, deps }) => {
    // A code that cannot earn a reward (a blacklisted voucher, or referrals switched off for
    // everyone) is treated like an unknown one: the friend still gets the normal offer.
    const referrer = await rewardableReferrer(deps.database, params.code);
    if (!referrer) throw notFound(UNKNOWN_REFERRAL_MESSAGE);
    return {
      code: referrer.code,
      referrerFirstName: referrer.firstName,
      rewardPence: REFERRAL_REWARD_PENCE,
    };
  });
}
