import { createMoveOut, getMoveOut, type MoveOut } from '@/lib/gateway/contract/move-out';
import {
  MOVE_OUT_DAYS_AFTER_TODAY,
  MOVE_OUT_DAYS_BEFORE_TODAY,
} from '@/lib/gateway/contract/move-out-timing';
import { ownedAccount } from '../accounts/owned-account';
import { addDays, londonToday } from '@/lib/iso-date';
import type { Executor } from '../db/sql';
import { conflict, unprocessable } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { moveOutProgressOf } from './move-out-progress';
import { insertMoveOut, moveOutRowOf } from './queries';

/** The account's move, if it told us of one. */
async function moveOutOf(db: Executor, accountId: number): Promise<MoveOut | null> {
  const row = await moveOutRowOf(db, accountId);
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
    const { changes } = await insertMoveOut(deps.database, {
      accountId: account.id,
      moveOutDate: body.moveOutDate,
      forwardingAddress: body.forwardingAddress,
      createdAt: now.toISOString(),
    });
    if (changes === 0) {
      throw conflict('You have already told us you are moving out of this home.');
    }
    return { moveOut: await moveOutOf(deps.database, account.id) };
  });
}
