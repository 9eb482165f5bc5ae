import { z } from 'zod';
import { execute, queryOne, type Executor } from '../db/sql';

const moveOutRow = z.object({
  id: z.number().int(),
  moveOutDate: z.string(),
  line1: z.string(),
  line2: z.string().nullable(),
  town: z.string(),
  postcode: z.string(),
  status: z.enum(['Received', 'Processing', 'Completed']),
  createdAt: z.string(),
});

/** The account's move as the table keeps it, if it told us of one. */
export function moveOutRowOf(db: Executor, accountId: number) {
  return queryOne(
    db,
    moveOutRow,
    db
      .selectFrom('move_outs')
      .select([
        'id',
        'move_out_date as moveOutDate',
        'address_line1 as line1',
        'address_line2 as line2',
        'town',
        'postcode',
        'status',
        'created_at as createdAt',
      ])
      .where('account_id', '=', accountId),
  );
}

export interface NewMoveOut {
  accountId: number;
  moveOutDate: string;
  forwardingAddress: { line1: string; line2?: string | undefined; town: string; postcode: string };
  createdAt: string;
}

/**
 * Records the move. The account's one move is the table's rule: a second, even one sent at the
 * same time, changes nothing (0 changes).
 */
export function insertMoveOut(db: Executor, moveOut: NewMoveOut) {
  const address = moveOut.forwardingAddress;
  return execute(
    db,
    db
      .insertInto('move_outs')
      .values({
        account_id: moveOut.accountId,
        move_out_date: moveOut.moveOutDate,
        address_line1: address.line1,
        address_line2: address.line2 || null,
        town: address.town,
        postcode: address.postcode,
        status: 'Received',
        created_at: moveOut.createdAt,
      })
      .onConflict((conflict) => conflict.column('account_id').doNothing()),
  );
}
