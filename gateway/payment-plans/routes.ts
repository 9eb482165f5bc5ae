import { z } from 'zod';
import { formatLongDate } from '@/lib/format-date';
import {
  getPaymentPlan,
  requestPaymentPlan,
  type PaymentPlan,
} from '@/lib/gateway/contract/payment-plans';
import { balancePenceOf } from '../accounts/balance';
import { ownedAccount } from '../accounts/owned-account';
import { insertId, queryOne, sql, type Executor } from '../db/sql';
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

const PLAN_COLUMNS = sql`id, owed_pence AS "owedPence", months, monthly_pence AS "monthlyPence",
  phone, status, requested_at AS "requestedAt"`;

async function latestRequest(db: Executor, accountId: number): Promise<PaymentPlan | null> {
  const request = await queryOne(
    db,
    planRow,
    sql`SELECT ${PLAN_COLUMNS} FROM payment_plan_requests
         WHERE account_id = ${accountId} ORDER BY requested_at DESC, id DESC LIMIT 1`,
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
      sql`INSERT INTO payment_plan_requests
            (account_id, owed_pence, months, monthly_pence, phone, circumstances, requested_at)
          VALUES (${account.id}, ${owedPence}, ${body.months}, ${Math.ceil(owedPence / body.months)},
                  ${body.phone}, ${body.circumstances}, ${deps.now().toISOString()})
          RETURNING id`,
    );
    const created = await queryOne(
      deps.database,
      planRow,
      sql`SELECT ${PLAN_COLUMNS} FROM payment_plan_requests WHERE id = ${id}`,
    );
    if (!created) throw new Error(`Payment plan request ${id} was not stored`);
    return created;
  });
}
