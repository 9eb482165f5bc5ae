import { z } from 'zod';
import { ordinalDay } from '@/lib/gateway/contract/direct-debit-days';
import type { DirectDebitChange } from '@/lib/gateway/contract/payments';
import { formatLongDate } from '@/lib/format-date';
import { formatPounds } from '@/lib/format-money';
import { execute, queryOne, sql, type Executor } from '../db/sql';

/** What a change did, as it is recorded in direct_debit_changes. */
export interface ChangeRecord {
  kind: 'payment' | 'mandate';
  oldAmountPence: number;
  newAmountPence: number;
  oldDayOfMonth: number;
  newDayOfMonth: number;
  /** For a new mandate: the masked account numbers, before and after. */
  oldAccountNumberMasked: string | null;
  newAccountNumberMasked: string | null;
  reason: string;
  changedAt: string;
}

const changeRow = z.object({
  kind: z.enum(['payment', 'mandate']),
  oldAmountPence: z.number().int(),
  newAmountPence: z.number().int(),
  oldDayOfMonth: z.number().int(),
  newDayOfMonth: z.number().int(),
  oldAccountNumberMasked: z.string().nullable(),
  newAccountNumberMasked: z.string().nullable(),
  reason: z.string(),
  changedBy: z.enum(['customer']),
  changedAt: z.string(),
});

/** The change in the customer's words: 'You changed your payment day from the 1st to the 15th on 24 November 2026.' */
export function describeChange(change: Omit<ChangeRecord, 'reason'>): string {
  const on = `on ${formatLongDate(change.changedAt)}.`;
  if (change.kind === 'mandate') {
    const ending = change.newAccountNumberMasked?.slice(-2) ?? '';
    return `You changed the bank account your Direct Debit is paid from to the account ending ${ending} ${on}`;
  }
  const parts = [
    change.oldAmountPence !== change.newAmountPence &&
      `your monthly payment from ${formatPounds(change.oldAmountPence)} to ${formatPounds(change.newAmountPence)}`,
    change.oldDayOfMonth !== change.newDayOfMonth &&
      `your payment day from the ${ordinalDay(change.oldDayOfMonth)} to the ${ordinalDay(change.newDayOfMonth)}`,
  ].filter((part) => part !== false);
  return `You changed ${parts.join(' and ')} ${on}`;
}

/** Records a change the customer made, with their reason (empty when they gave none). */
export async function recordChange(
  db: Executor,
  accountId: number,
  change: ChangeRecord,
): Promise<void> {
  await execute(
    db,
    sql`INSERT INTO direct_debit_changes
          (account_id, kind, old_amount_pence, new_amount_pence, old_day_of_month,
           new_day_of_month, old_account_number_masked, new_account_number_masked, reason,
           changed_by, changed_at)
        VALUES (${accountId}, ${change.kind}, ${change.oldAmountPence}, ${change.newAmountPence},
                ${change.oldDayOfMonth}, ${change.newDayOfMonth}, ${change.oldAccountNumberMasked},
                ${change.newAccountNumberMasked}, ${change.reason}, 'customer', ${change.changedAt})`,
  );
}

/** The account's latest Direct Debit change, told in words, or null when there has been none. */
export async function latestChange(
  db: Executor,
  accountId: number,
): Promise<DirectDebitChange | null> {
  const row = await queryOne(
    db,
    changeRow,
    sql`SELECT kind, old_amount_pence AS "oldAmountPence", new_amount_pence AS "newAmountPence",
               old_day_of_month AS "oldDayOfMonth", new_day_of_month AS "newDayOfMonth",
               old_account_number_masked AS "oldAccountNumberMasked",
               new_account_number_masked AS "newAccountNumberMasked", reason,
               changed_by AS "changedBy", changed_at AS "changedAt"
          FROM direct_debit_changes WHERE account_id = ${accountId}
         ORDER BY changed_at DESC, id DESC LIMIT 1`,
  );
  if (!row) return null;
  return {
    kind: row.kind,
    changedAt: row.changedAt,
    changedBy: row.changedBy,
    summary: describeChange(row),
    reason: row.reason === '' ? null : row.reason,
  };
}
