import { getReferrals } from '@/lib/gateway/contract/referrals';
import { ownedAccount } from '../accounts/owned-account';
import type { GatewayRouter } from '../http/router';
import { referralsOf } from './referrer';
import { REFERRAL_REWARD_PENCE } from './reward';

export function referralRoutes(router: GatewayRouter): void {
  router.add(getReferrals, async ({ params, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    const referrals = await referralsOf(deps.database, account.id);
    return {
      code: account.referralCode,
      rewardPence: REFERRAL_REWARD_PENCE,
      count: referrals.length,
      creditEarnedPence: referrals.reduce((sum, referral) => sum + referral.creditPence, 0),
      referrals,
    };
  });
}
