import { z } from 'zod';
import { getReferralInvite } from '@/lib/gateway/contract/referral-invites';
import { queryOne } from '../db/query';
import { notFound } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { REFERRAL_REWARD_PENCE } from '../referrals/reward';

export const UNKNOWN_REFERRAL_MESSAGE =
  'We could not find that referral code. Please check the link your friend sent you.';

export function referralInviteRoutes(router: GatewayRouter): void {
  router.add(getReferralInvite, ({ params, deps }) => {
    // A code that cannot earn a reward (a blacklisted voucher, or referrals switched off for
    // everyone) is treated like an unknown one: the friend still gets the normal offer.
    const referrer = queryOne(
      deps.db,
      z.object({ code: z.string(), firstName: z.string() }),
      `SELECT a.referral_code AS code, c.first_name AS firstName
         FROM accounts a JOIN customers c ON c.id = a.customer_id
        WHERE a.referral_code = ? AND a.blacklisted_voucher = 0
          AND coalesce((SELECT value FROM settings WHERE key = 'refer_disabled_globally'),
                       'false') <> 'true'`,
      params.code,
    );
    if (!referrer) throw notFound(UNKNOWN_REFERRAL_MESSAGE);
    return {
      code: referrer.code,
      referrerFirstName: referrer.firstName,
      rewardPence: REFERRAL_REWARD_PENCE,
    };
  });
}
