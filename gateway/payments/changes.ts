import { z } from 'zod';
import { ordinalDay } from '@/lib/gateway/contract/direct-debit-days';
import type { DirectDebitChange } from '@/lib/gateway/contract/payments';
import { formatLongDate } from '@/lib/format-date';
import { formatPounds } from '@/lib/format-money';
import { execute, queryOne, type Executor } from '../db/sql';

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
    db.insertInto('direct_debit_changes').values({
      account_id: accountId,
      kind: change.kind,
      old_amount_pence: change.oldAmountPence,
      new_amount_pence: change.newAmountPence,
      old_day_of_month: change.oldDayOfMonth,
      new_day_of_month: change.newDayOfMonth,
      old_account_number_masked: change.oldAccountNumberMasked,
      new_account_number_masked: change.newAccountNumberMasked,
      reason: change.reason,
      changed_by: 'customer',
      changed_at: change.changedAt,
    }),
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
    db
      .selectFrom('direct_debit_changes')
      .select([
        'kind',
        'old_amount_pence as oldAmountPence',
        'new_amount_pence as newAmountPence',
        'old_day_of_month as oldDayOfMonth',
        'new_day_of_month as newDayOfMonth',
        'old_account_number_masked as oldAccountNumberMasked',
        'new_account_number_masked as newAccountNumberMasked',
        'reason',
        'changed_by as changedBy',
        'changed_at as changedAt',
      ])
      .where('account_id', '=', accountId)
      .orderBy('changed_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1),
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
