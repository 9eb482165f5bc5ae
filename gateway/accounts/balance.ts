import { z } from 'zod';
import type { Balance } from '@/lib/gateway/contract/account';
import type { Db } from '../db/database';
import { queryOne } from '../db/query';
import { addDays, nextDayOfMonth } from '@/lib/iso-date';

const totals = z.object({ balancePence: z.number().int() });

export function balancePenceOf(db: Db, accountId: number): number {
  return (
    queryOne(
      db,
      totals,
      'SELECT coalesce(sum(amount_pence), 0) AS balancePence FROM transactions WHERE account_id = ?',
      accountId,
    )?.balancePence ?? 0
  );
}

export function balanceOf(db: Db, accountId: number, today: string): Balance {
  const lastPayment = queryOne(
    db,
    z.object({ amountPence: z.number().int(), postedOn: z.string() }),
    `SELECT amount_pence AS amountPence, posted_on AS postedOn FROM transactions
      WHERE account_id = ? AND kind = 'payment' ORDER BY posted_on DESC, id DESC LIMIT 1`,
    accountId,
  );
  const directDebit = queryOne(
    db,
    z.object({ amountPence: z.number().int(), dayOfMonth: z.number().int() }),
    'SELECT amount_pence AS amountPence, day_of_month AS dayOfMonth FROM direct_debits WHERE account_id = ?',
    accountId,
  );
  return {
    balancePence: balancePenceOf(db, accountId),
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
