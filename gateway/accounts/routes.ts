import {
  getAccountState,
  getAgreements,
  getBalance,
  getSmartPayAsYouGoEligibility,
} from '@/lib/gateway/contract/account';
import { londonToday } from '@/lib/iso-date';
import { notFound } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { accountStateOf } from './account-state';
import { agreementsOf } from './agreements';
import { balanceOf, balancePenceOf } from './balance';
import { meterPointsOf } from './meter-points';
import { ownedAccount } from './owned-account';

export function accountRoutes(router: GatewayRouter): void {
  router.add(getAccountState, async ({ params, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    const today = londonToday(deps.now());
    return accountStateOf(
      deps.database,
      account,
      await agreementsOf(deps.database, account.id, today),
      today,
    );
  });

  router.add(getAgreements, async ({ params, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    return { agreements: await agreementsOf(deps.database, account.id, londonToday(deps.now())) };
  });

  router.add(getBalance, async ({ params, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    return await balanceOf(deps.database, account.id, londonToday(deps.now()));
  });

  router.add(getSmartPayAsYouGoEligibility, async ({ params, query, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    if (query.billingAccountNumber !== account.number) {
      throw notFound('We could not find that billing account on this account.');
    }
    const reasons = [
      ...(account.accountUnlocked ? [] : ['Your account is not fully set up yet.']),
      ...(account.accountRestricted
        ? ['Your account has restrictions, so please call us to talk about Pay As You Go.']
        : []),
      ...((await meterPointsOf(deps.database, account.id)).every(
        (meter) => meter.meterType === 'smart',
      )
        ? []
        : ['Pay As You Go needs a smart meter for every fuel you get from us.']),
      ...((await balancePenceOf(deps.database, account.id)) < 0
        ? ['Your balance needs to be clear before you move to Pay As You Go.']
        : []),
    ];
    return { eligible: reasons.length === 0, reasons };
  });
}
