import { z } from 'zod';
import type { MoveOutProgress } from '@/lib/gateway/contract/move-out';
import { FINAL_BILL_DAYS, REFUND_DAYS } from '@/lib/gateway/contract/move-out-timing';
import { addDays } from '@/lib/iso-date';
import { balancePenceOf } from '../accounts/balance';
import { queryOne, sql, type Executor } from '../db/sql';

const date = z.object({ on: z.string().nullable() });

/**
 * When every meter had a reading (the customer's or the smart meter's) on or after the moving
 * day: the latest of each register's first such reading; null while any register has none.
 */
async function finalReadingReceivedOn(db: Executor, accountId: number, moveOutDate: string) {
  const received = await queryOne(
    db,
    date,
    sql`SELECT CASE WHEN count(*) = count(first_read) THEN max(first_read) END AS "on"
          FROM (SELECT (SELECT min(r.read_on) FROM readings r
                         WHERE r.register_id = g.id AND r.source <> 'estimated'
                           AND r.read_on >= ${moveOutDate}) AS first_read
                  FROM registers g JOIN meter_points m ON m.id = g.meter_point_id
                 WHERE m.account_id = ${accountId}) AS first_reads`,
  );
  return received?.on ?? null;
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
    sql`SELECT min(issued_on) AS "on" FROM bills
         WHERE account_id = ${accountId} AND period_end >= ${moveOutDate}`,
  );
  const billIssuedOn = bill?.on ?? null;
  const refund = await queryOne(
    db,
    z.object({ amountPence: z.number().int(), refundedOn: z.string() }),
    sql`SELECT -amount_pence AS "amountPence", posted_on AS "refundedOn" FROM transactions
         WHERE account_id = ${accountId} AND kind = 'refund' AND posted_on >= ${moveOutDate}
         ORDER BY posted_on LIMIT 1`,
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
