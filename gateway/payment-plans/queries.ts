import { z } from 'zod';
import { PAYMENT_PLAN_MONTHS, type PaymentPlan } from '@/lib/gateway/contract/payment-plans';
import { insertId, queryOne, type Executor } from '../db/sql';

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

/** The account's latest request for a plan, if it made one. */
export async function latestRequest(db: Executor, accountId: number): Promise<PaymentPlan | null> {
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

export interface NewPlanRequest {
  accountId: number;
  owedPence: number;
  months: number;
  phone: string;
  circumstances: string;
  requestedAt: string;
}

/** Records a request to spread what is owed, each month's share rounded up to 1p. */
export async function insertPlanRequest(
  db: Executor,
  request: NewPlanRequest,
): Promise<PaymentPlan> {
  const id = await insertId(
    db,
    db
      .insertInto('payment_plan_requests')
      .values({
        account_id: request.accountId,
        owed_pence: request.owedPence,
        months: planLength(request.months),
        monthly_pence: Math.ceil(request.owedPence / request.months),
        phone: request.phone,
        circumstances: request.circumstances,
        requested_at: request.requestedAt,
      })
      .returning('id'),
  );
  const created = await queryOne(db, planRow, selectPlans(db).where('id', '=', id));
  if (!created) throw new Error(`Payment plan request ${id} was not stored`);
  return created;
}
