import { z } from 'zod';
import { STAFF_ACTIVITY_LIMIT, type StaffActivity } from '@/lib/gateway/contract/admin';
import { execute, queryAll, type Executor } from '../db/sql';
import type { Staff } from './staff';

/** What a member of staff did: searched for a query, or looked at an account. */
export type StaffAction =
  { action: 'search'; query: string } | { action: 'view'; accountId: number };

/** Records what a member of staff did, at `at`. */
export async function recordStaffAction(
  db: Executor,
  staff: Staff,
  done: StaffAction,
  at: Date,
): Promise<void> {
  await execute(
    db,
    db.insertInto('admin_audit').values({
      staff_customer_id: staff.customerId,
      action: done.action,
      ...(done.action === 'search' ? { search_query: done.query } : { account_id: done.accountId }),
      at: at.toISOString(),
    }),
  );
}

const entryRow = z.object({
  id: z.number().int(),
  action: z.enum(['search', 'view']),
  query: z.string().nullable(),
  accountId: z.number().int().nullable(),
  accountNumber: z.string().nullable(),
  at: z.string(),
});

/** The member of staff's latest searches and views, newest first. */
export async function staffActivityOf(db: Executor, staff: Staff): Promise<StaffActivity> {
  const rows = await queryAll(
    db,
    entryRow,
    db
      .selectFrom('admin_audit as l')
      .leftJoin('accounts as a', 'a.id', 'l.account_id')
      .select([
        'l.id',
        'l.action',
        'l.search_query as query',
        'l.account_id as accountId',
        'a.number as accountNumber',
        'l.at',
      ])
      .where('l.staff_customer_id', '=', staff.customerId)
      .orderBy('l.id', 'desc')
      .limit(STAFF_ACTIVITY_LIMIT),
  );
  return {
    entries: rows.map(({ accountId, accountNumber, ...entry }) => ({
      ...entry,
      account:
        accountId !== null && accountNumber !== null
          ? { id: accountId, number: accountNumber }
          : null,
    })),
  };
}
