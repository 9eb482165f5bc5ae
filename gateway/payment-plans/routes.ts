import { z } from 'zod';
import { formatLongDate } from '@/lib/format-date';
import {
  getPaymentPlan,
  PAYMENT_PLAN_MONTHS,
  requestPaymentPlan,
  type PaymentPlan,
} from '@/lib/gateway/contract/payment-plans';
import { balancePenceOf } from '../accounts/balance';
import { ownedAccount } from '../accounts/owned-account';
import { insertId, queryOne, type Executor } from '../db/sql';
import { conflict } from '../http/http-error';
import type { GatewayRouter } from '../http/router';

const planRow = z.object({
  id: z.number().int(),
  owedPence: z.number().int(),
  months: z.number().int(),
  monthlyPence: z.number().int(),
  phone: z.string(),
  status: z.enum(['Requested', 'Agreed', 'Declined']),
  requestedAt: z.string(),
});

/** The plan's length as the table allows it; the contract has refused any other already. */
function planLength(months: number): (typeof PAYMENT_PLAN_MONTHS)[number] {
  const length = PAYMENT_PLAN_MONTHS.find((each) => each === months);
  if (length === undefined) throw new Error(`A payment plan cannot last ${months} months`);
  return length;
}

function selectPlans(db: Executor) {
  return db
    .selectFrom('payment_plan_requests')
    .select([
      'id',
      'owed_pence as owedPence',
      'months',
      'monthly_pence as monthlyPence',
      'phone',
      'status',
      'requested_at as requestedAt',
    ]);
}

async function latestRequest(db: Executor, accountId: number): Promise<PaymentPlan | null> {
  const request = await queryOne(
    db,
    planRow,
    selectPlans(db)
      .where('account_id', '=', accountId)
      .orderBy('requested_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1),
  );
  return request ?? null;
}

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
    const id = await insertId(
      deps.database,
      deps.database
        .insertInto('payment_plan_requests')
        .values({
          account_id: account.id,
          owed_pence: owedPence,
          months: planLength(body.months),
          monthly_pence: Math.ceil(owedPence / body.months),
          phone: body.phone,
          circumstances: body.circumstances,
          requested_at: deps.now().toISOString(),
        })
        .returning('id'),
    );
    const created = await queryOne(
      deps.database,
      planRow,
      selectPlans(deps.database).where('id', '=', id),
    );
    if (!created) throw new Error(`Payment plan request ${id} was not stored`);
    return created;
  });
}
