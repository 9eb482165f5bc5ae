import { z } from 'zod';
import type { MoveOutProgress } from '@/lib/gateway/contract/move-out';
import { FINAL_BILL_DAYS, REFUND_DAYS } from '@/lib/gateway/contract/move-out-timing';
import { addDays } from '@/lib/iso-date';
import { balancePenceOf } from '../accounts/balance';
import { queryAll, queryOne, type Executor } from '../db/sql';

const date = z.object({ on: z.string().nullable() });

/**
 * When every meter had a reading (the customer's or the smart meter's) on or after the moving
 * day: the latest of each register's first such reading; null while any register has none.
 */
async function finalReadingReceivedOn(db: Executor, accountId: number, moveOutDate: string) {
  const firstReads = await queryAll(
    db,
    date,
    db
      .selectFrom('registers as g')
      .innerJoin('meter_points as m', 'm.id', 'g.meter_point_id')
      .select((eb) =>
        eb
          .selectFrom('readings as r')
          .select((reading) => reading.fn.min('r.read_on').as('first'))
          .whereRef('r.register_id', '=', 'g.id')
          .where('r.source', '<>', 'estimated')
          .where('r.read_on', '>=', moveOutDate)
          .as('on'),
      )
      .where('m.account_id', '=', accountId),
  );
  const days = firstReads.map((read) => read.on);
  if (days.length === 0 || days.includes(null)) return null;
  return days.toSorted().at(-1) ?? null;
}

/** Where a move stands: the final reading, the final bill, and any credit to refund. */
export async function moveOutProgressOf(
  db: Executor,
  accountId: number,
  moveOutDate: string,
): Promise<MoveOutProgress> {
  const receivedOn = await finalReadingReceivedOn(db, accountId, moveOutDate);
  const bill = await queryOne(
    db,
    date,
    db
      .selectFrom('bills')
      .select((eb) => eb.fn.min('issued_on').as('on'))
      .where('account_id', '=', accountId)
      .where('period_end', '>=', moveOutDate),
  );
  const billIssuedOn = bill?.on ?? null;
  const refund = await queryOne(
    db,
    z.object({ amountPence: z.number().int(), refundedOn: z.string() }),
    db
      .selectFrom('transactions')
      .select((eb) => [eb.neg('amount_pence').as('amountPence'), 'posted_on as refundedOn'])
      .where('account_id', '=', accountId)
      .where('kind', '=', 'refund')
      .where('posted_on', '>=', moveOutDate)
      .orderBy('posted_on')
      .limit(1),
  );
  const balancePence = await balancePenceOf(db, accountId);
  return {
    finalReading: { dueOn: moveOutDate, receivedOn },
    finalBill: {
      expectedBy: addDays(receivedOn ?? moveOutDate, FINAL_BILL_DAYS),
      issuedOn: billIssuedOn,
    },
    refund: refund
      ? { status: 'refunded', ...refund }
      : !billIssuedOn
        ? { status: 'after-final-bill' }
        : balancePence > 0
          ? {
              status: 'due',
              amountPence: balancePence,
              expectedBy: addDays(billIssuedOn, REFUND_DAYS),
            }
          : { status: 'none-due', owedPence: -balancePence },
  };
}
