import { sql } from 'kysely';
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

/**
 * Records the refund as pending, unless the account already has one pending (asked for at the
 * same moment by another request): says whether it recorded it.
 */
export async function recordRefundRequest(
  db: Executor,
  accountId: number,
  request: { amountPence: number; requestedAt: string },
): Promise<boolean> {
  const { changes } = await execute(
    db,
    db
      .insertInto('refund_requests')
      .values({
        account_id: accountId,
        amount_pence: request.amountPence,
        requested_at: request.requestedAt,
        status: 'pending',
      })
      // The table's partial unique index, one pending refund an account, whose condition SQLite
      // matches only when written as it is, with the literal rather than a parameter.
      .onConflict((conflict) =>
        conflict
          .column('account_id')
          .where((eb) => eb('status', '=', sql.lit('pending')))
          .doNothing(),
      ),
  );
  return changes === 1;
}
