import { z } from 'zod';
import { execute, queryOne, type Executor } from '../db/sql';

const directDebitRow = z.object({
  amountPence: z.number().int(),
  dayOfMonth: z.number().int(),
  accountHolder: z.string(),
  sortCodeMasked: z.string(),
  accountNumberMasked: z.string(),
  bankName: z.string(),
});

/** The account's Direct Debit, with its bank details masked, if it has one. */
export function directDebitOf(db: Executor, accountId: number) {
  return queryOne(
    db,
    directDebitRow,
    db
      .selectFrom('direct_debits')
      .select([
        'amount_pence as amountPence',
        'day_of_month as dayOfMonth',
        'account_holder as accountHolder',
        'sort_code_masked as sortCodeMasked',
        'account_number_masked as accountNumberMasked',
        'bank_name as bankName',
      ])
      .where('account_id', '=', accountId),
  );
}

/** The keyed hash of the bank details collected from (null for demo data). */
export async function bankDetailsHashOf(db: Executor, accountId: number): Promise<string | null> {
  const row = await queryOne(
    db,
    z.object({ hash: z.string().nullable() }),
    db
      .selectFrom('direct_debits')
      .select('bank_details_hash as hash')
      .where('account_id', '=', accountId),
  );
  return row?.hash ?? null;
}

/** Collects another amount, or on another day of the month. */
export async function setCollection(
  db: Executor,
  accountId: number,
  change: { amountPence: number; dayOfMonth: number; changedAt: string },
): Promise<void> {
  await execute(
    db,
    db
      .updateTable('direct_debits')
      .set({
        amount_pence: change.amountPence,
        day_of_month: change.dayOfMonth,
        updated_at: change.changedAt,
      })
      .where('account_id', '=', accountId),
  );
}

export interface NewMandate {
  accountHolder: string;
  sortCodeMasked: string;
  accountNumberMasked: string;
  bankDetailsHash: string;
  changedAt: string;
}

/** Collects from another bank account, its mandate confirmed as the change is made. */
export async function setMandate(
  db: Executor,
  accountId: number,
  mandate: NewMandate,
): Promise<void> {
  await execute(
    db,
    db
      .updateTable('direct_debits')
      .set({
        account_holder: mandate.accountHolder,
        sort_code_masked: mandate.sortCodeMasked,
        account_number_masked: mandate.accountNumberMasked,
        // We do not know the new bank's name.
        bank_name: '',
        bank_details_hash: mandate.bankDetailsHash,
        mandate_confirmed_at: mandate.changedAt,
        updated_at: mandate.changedAt,
      })
      .where('account_id', '=', accountId),
  );
}
