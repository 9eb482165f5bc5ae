import { getRefundableCredit, requestRefund } from '@/lib/gateway/contract/refunds';
import { formatPounds } from '@/lib/format-money';
import { customerById } from '../account-security/queries';
import { ownedAccount } from '../accounts/owned-account';
import { inTransaction } from '../db/sql';
import { unauthorized, unprocessable } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { refundRequested } from '../mail/messages';
import { NO_BANK_DETAILS, refundAssessment } from './refundable';
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
    const { credit, accountNumberMasked } = await refundAssessment(deps, account.id, principal);
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
    await inTransaction(deps.database, async (transaction) => {
      await recordRefundRequest(transaction, account.id, requested);
      await deps.mailer.send(
        transaction,
        refundRequested(
          customer,
          account.number,
          requested.amountPence,
          requested.accountNumberMasked,
          now,
        ),
      );
    });
    return requested;
  });
}
