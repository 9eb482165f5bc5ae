import { z } from 'zod';
import type { SwitchCancellation } from '@/lib/gateway/contract/switches';
import { londonToday } from '@/lib/iso-date';
import type { AccountRow } from '../accounts/owned-account';
import { execute, queryOne, type Executor } from '../db/sql';
import type { SwitchFacts } from './stages';

const switchRow = z.object({
  signedUpAt: z.string(),
  switchOn: z.string().nullable(),
});

/** The account's cancellation, if its switch was cancelled. */
export function cancellationOf(
  db: Executor,
  accountId: number,
): Promise<SwitchCancellation | undefined> {
  return queryOne(
    db,
    z.object({ cancelledOn: z.string(), cancelledAt: z.string() }),
    db
      .selectFrom('switch_cancellations')
      .select(['cancelled_on as cancelledOn', 'cancelled_at as cancelledAt'])
      .where('account_id', '=', accountId),
  );
}

/**
 * The dates of a switch still under way: an account opened by a sign-up that is not yet
 * supplied (still locked). Undefined for any other account.
 */
export async function switchFactsOf(
  db: Executor,
  account: AccountRow,
): Promise<SwitchFacts | undefined> {
  if (account.accountUnlocked) return undefined;
  const row = await queryOne(
    db,
    switchRow,
    db
      .selectFrom('signups as s')
      .select((eb) => [
        's.created_at as signedUpAt',
        eb
          .selectFrom('agreements')
          .select((inner) => inner.fn.min<string>('start_date').as('start'))
          .where('account_id', '=', account.id)
          .as('switchOn'),
      ])
      .where('s.account_id', '=', account.id),
  );
  if (!row?.switchOn) return undefined;
  const cancellation = await cancellationOf(db, account.id);
  return {
    signedUpOn: londonToday(new Date(row.signedUpAt)),
    switchOn: row.switchOn,
    cancelledOn: cancellation?.cancelledOn ?? null,
  };
}

/** Records the cancellation unless one is recorded already: says whether it recorded it. */
export async function recordCancellation(
  db: Executor,
  accountId: number,
  cancellation: SwitchCancellation,
): Promise<boolean> {
  const { changes } = await execute(
    db,
    db
      .insertInto('switch_cancellations')
      .values({
        account_id: accountId,
        cancelled_on: cancellation.cancelledOn,
        cancelled_at: cancellation.cancelledAt,
      })
      .onConflict((conflict) => conflict.column('account_id').doNothing()),
  );
  return changes === 1;
}
