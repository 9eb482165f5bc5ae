import { z } from 'zod';
import type { Balance } from '@/lib/gateway/contract/account';
import { queryOne, sql, type Executor } from '../db/sql';
import { addDays, nextDayOfMonth } from '@/lib/iso-date';

const totals = z.object({ balancePence: z.number().int() });

export async function balancePenceOf(db: Executor, accountId: number): Promise<number> {
  const found = await queryOne(
    db,
    totals,
    sql`SELECT coalesce(sum(amount_pence), 0) AS "balancePence" FROM transactions
         WHERE account_id = ${accountId}`,
  );
  return found?.balancePence ?? 0;
}

export async function balanceOf(db: Executor, accountId: number, today: string): Promise<Balance> {
  const lastPayment = await queryOne(
    db,
    z.object({ amountPence: z.number().int(), postedOn: z.string() }),
    sql`SELECT amount_pence AS "amountPence", posted_on AS "postedOn" FROM transactions
         WHERE account_id = ${accountId} AND kind = 'payment'
         ORDER BY posted_on DESC, id DESC LIMIT 1`,
  );
  const directDebit = await queryOne(
    db,
    z.object({ amountPence: z.number().int(), dayOfMonth: z.number().int() }),
    sql`SELECT amount_pence AS "amountPence", day_of_month AS "dayOfMonth" FROM direct_debits
         WHERE account_id = ${accountId}`,
  );
  return {
    balancePence: await balancePenceOf(db, accountId),
    asOf: today,
    lastPayment: lastPayment ?? null,
    nextDirectDebit: directDebit
      ? {
          amountPence: directDebit.amountPence,
          date: nextDayOfMonth(addDays(today, 1), directDebit.dayOfMonth),
        }
      : null,
  };
}
