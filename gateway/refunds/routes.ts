import { getRefundableCredit } from '@/lib/gateway/contract/refunds';
import { ownedAccount } from '../accounts/owned-account';
import type { GatewayRouter } from '../http/router';
import { refundableCreditOf } from './refundable';

export function refundRoutes(router: GatewayRouter): void {
  router.add(getRefundableCredit, async ({ params, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    return refundableCreditOf(deps, account.id, principal);
  });
}
