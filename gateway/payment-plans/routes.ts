import { formatLongDate } from '@/lib/format-date';
import { getPaymentPlan, requestPaymentPlan } from '@/lib/gateway/contract/payment-plans';
import { balancePenceOf } from '../accounts/balance';
import { ownedAccount } from '../accounts/owned-account';
import { conflict } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { insertPlanRequest, latestRequest } from './queries';

export function paymentPlanRoutes(router: GatewayRouter): void {
  router.add(getPaymentPlan, async ({ params, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    return {
      owedPence: Math.max(0, -(await balancePenceOf(deps.database, account.id))),
      request: await latestRequest(deps.database, account.id),
    };
  });

  router.add(requestPaymentPlan, async ({ params, body, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    const owedPence = -(await balancePenceOf(deps.database, account.id));
    if (owedPence <= 0) {
      throw conflict('Your account is not in debit, so there is nothing to spread.');
    }
    const open = await latestRequest(deps.database, account.id);
    if (open?.status === 'Requested') {
      throw conflict(
        `We already have your request from ${formatLongDate(open.requestedAt)}: ` +
          'we will call you within 2 working days.',
      );
    }
    return insertPlanRequest(deps.database, {
      accountId: account.id,
      owedPence,
      months: body.months,
      phone: body.phone,
      circumstances: body.circumstances,
      requestedAt: deps.now().toISOString(),
    });
  });
}
