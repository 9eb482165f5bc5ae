import { z } from 'zod';
import type { Balance } from '@/lib/gateway/contract/account';
import { queryOne, type Executor } from '../db/sql';
import { addDays, nextDayOfMonth } from '@/lib/iso-date';

const totals = z.object({ balancePence: z.number().int() });

export async function balancePenceOf(db: Executor, accountId: number): Promise<number> {
  const found = await queryOne(
    db,
    totals,
    db
      .selectFrom('transactions')
      .select((eb) =>
        eb.fn.coalesce(eb.fn.sum<number>('amount_pence'), eb.lit(0)).as('balancePence'),
      )
      .where('account_id', '=', accountId),
  );
  return found?.balancePence ?? 0;
}

export async function balanceOf(db: Executor, accountId: number, today: string): Promise<Balance> {
  const lastPayment = await queryOne(
    db,
    z.object({ amountPence: z.number().int(), postedOn: z.string() }),
    db
      .selectFrom('transactions')
      .select(['amount_pence as amountPence', 'posted_on as postedOn'])
      .where('account_id', '=', accountId)
      .where('kind', '=', 'payment')
      .orderBy('posted_on', 'desc')
      .orderBy('id', 'desc')
      .limit(1),
  );
  const directDebit = await queryOne(
    db,
    z.object({ amountPence: z.number().int(), dayOfMonth: z.number().int() }),
    db
      .selectFrom('direct_debits')
      .select(['amount_pence as amountPence', 'day_of_month as dayOfMonth'])
      .where('account_id', '=', accountId),
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
