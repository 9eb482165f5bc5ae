import { z } from 'zod';
import { execute, queryOne, type Executor } from '../db/sql';

/** The account's refund still pending, if it has one. */
export function pendingRefundOf(db: Executor, accountId: number) {
  return queryOne(
    db,
    z.object({ amountPence: z.number().int(), requestedAt: z.string() }),
    db
      .selectFrom('refund_requests')
      .select(['amount_pence as amountPence', 'requested_at as requestedAt'])
      .where('account_id', '=', accountId)
      .where('status', '=', 'pending'),
  );
}

export function recordRefundRequest(
  db: Executor,
  accountId: number,
  request: { amountPence: number; requestedAt: string },
) {
  return execute(
    db,
    db.insertInto('refund_requests').values({
      account_id: accountId,
      amount_pence: request.amountPence,
      requested_at: request.requestedAt,
      status: 'pending',
    }),
  );
}
