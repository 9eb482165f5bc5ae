import { z } from 'zod';
import { createMoveOut, getMoveOut, type MoveOut } from '@/lib/gateway/contract/move-out';
import {
  MOVE_OUT_DAYS_AFTER_TODAY,
  MOVE_OUT_DAYS_BEFORE_TODAY,
} from '@/lib/gateway/contract/move-out-timing';
import { ownedAccount } from '../accounts/owned-account';
import { addDays, londonToday } from '@/lib/iso-date';
import { execute, queryOne, sql, type Executor } from '../db/sql';
import { conflict, unprocessable } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { moveOutProgressOf } from './move-out-progress';

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

/** The account's move, if it told us of one. */
async function moveOutOf(db: Executor, accountId: number): Promise<MoveOut | null> {
  const row = await queryOne(
    db,
    moveOutRow,
    sql`SELECT id, move_out_date AS "moveOutDate", address_line1 AS line1,
               address_line2 AS line2, town, postcode, status, created_at AS "createdAt"
          FROM move_outs WHERE account_id = ${accountId}`,
  );
  if (!row) return null;
  const { line1, line2, town, postcode, ...moveOut } = row;
  return {
    ...moveOut,
    forwardingAddress: { line1, line2, town, postcode },
    progress: await moveOutProgressOf(db, accountId, moveOut.moveOutDate),
  };
}

export function moveOutRoutes(router: GatewayRouter): void {
  router.add(getMoveOut, async ({ params, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    return { moveOut: await moveOutOf(deps.database, account.id) };
  });

  router.add(createMoveOut, async ({ params, body, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    const now = deps.now();
    const today = londonToday(now);
    if (body.moveOutDate < addDays(today, -MOVE_OUT_DAYS_BEFORE_TODAY)) {
      throw unprocessable(
        `Your moving date can be at most ${MOVE_OUT_DAYS_BEFORE_TODAY} days ago. ` +
          'If you moved out earlier, please call us.',
        'body.moveOutDate',
      );
    }
    if (body.moveOutDate > addDays(today, MOVE_OUT_DAYS_AFTER_TODAY)) {
      throw unprocessable(
        `Please tell us about your move no more than ${MOVE_OUT_DAYS_AFTER_TODAY} days before it.`,
        'body.moveOutDate',
      );
    }
    // The account's one move is the table's rule: a second, even one sent at the same time,
    // changes nothing.
    const { forwardingAddress: to } = body;
    const { changes } = await execute(
      deps.database,
      sql`INSERT INTO move_outs (account_id, move_out_date, address_line1, address_line2, town,
                                 postcode, status, created_at)
          VALUES (${account.id}, ${body.moveOutDate}, ${to.line1}, ${to.line2 || null},
                  ${to.town}, ${to.postcode}, 'Received', ${now.toISOString()})
          ON CONFLICT (account_id) DO NOTHING`,
    );
    if (changes === 0) {
      throw conflict('You have already told us you are moving out of this home.');
    }
    return { moveOut: await moveOutOf(deps.database, account.id) };
  });
}
