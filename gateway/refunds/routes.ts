import { getRefundableCredit, requestRefund } from '@/lib/gateway/contract/refunds';
import { formatPounds } from '@/lib/format-money';
import { customerById } from '../account-security/queries';
import { ownedAccount } from '../accounts/owned-account';
import { inTransaction } from '../db/sql';
import { unauthorized, unprocessable } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { refundRequested } from '../mail/messages';
import { NO_BANK_DETAILS, REFUND_PENDING, refundAssessment } from './refundable';
import { recordRefundRequest } from './requests';

export function refundRoutes(router: GatewayRouter): void {
  router.add(getRefundableCredit, async ({ params, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    return (await refundAssessment(deps, account.id, principal)).credit;
  });

  router.add(requestRefund, async ({ params, body, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    const customer = await customerById(deps.database, principal.customerId);
    if (!customer) throw unauthorized();
    // The check and the write share one transaction, so a second request sent at once is refused.
    return inTransaction(deps.database, async (transaction) => {
      const assessed = await refundAssessment(
        { ...deps, database: transaction },
        account.id,
        principal,
      );
      const { credit, accountNumberMasked } = assessed;
      if (credit.refusal !== null || accountNumberMasked === null) {
        throw unprocessable(credit.refusal ?? NO_BANK_DETAILS);
      }
      if (body.amountPence > credit.refundablePence) {
        throw unprocessable(
          `You can ask for up to ${formatPounds(credit.refundablePence)} now.`,
          'body.amountPence',
        );
      }
      const now = deps.now();
      const requested = {
        amountPence: body.amountPence,
        requestedAt: now.toISOString(),
        accountNumberMasked,
      };
      if (!(await recordRefundRequest(transaction, account.id, requested))) {
        throw unprocessable(REFUND_PENDING);
      }
      await deps.mailer.send(
        transaction,
        refundRequested(customer, account.number, requested.amountPence, accountNumberMasked, now),
      );
      return requested;
    });
  });
}
