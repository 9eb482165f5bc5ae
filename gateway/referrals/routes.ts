import { z } from 'zod';
import { getReferrals } from '@/lib/gateway/contract/referrals';
import { ownedAccount } from '../accounts/owned-account';
import { queryAll, sql } from '../db/sql';
import type { GatewayRouter } from '../http/router';
import { REFERRAL_REWARD_PENCE } from './reward';

const referralRow = z.object({
  id: z.number().int(),
  friendFirstName: z.string(),
  status: z.enum(['Pending', 'Completed']),
  referredOn: z.string(),
  creditPence: z.number().int(),
});

export function referralRoutes(router: GatewayRouter): void {
  router.add(getReferrals, async ({ params, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    const referrals = await queryAll(
      deps.database,
      referralRow,
      sql`SELECT id, friend_first_name AS "friendFirstName", status, referred_on AS "referredOn",
                 credit_pence AS "creditPence"
            FROM referrals WHERE account_id = ${account.id} ORDER BY referred_on DESC, id DESC`,
    );
    return {
      code: account.referralCode,
      rewardPence: REFERRAL_REWARD_PENCE,
      count: referrals.length,
      creditEarnedPence: referrals.reduce((sum, referral) => sum + referral.creditPence, 0),
      referrals,
    };
  });
}
