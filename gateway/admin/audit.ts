import { z } from 'zod';
import { STAFF_ACTIVITY_LIMIT, type StaffActivity } from '@/lib/gateway/contract/admin';
import { execute, queryAll, type Executor } from '../db/sql';
import type { Staff } from './staff';

/** Records that a member of staff searched for `query`, at `at`. */
export async function recordSearch(
  db: Executor,
  staff: Staff,
  query: string,
  at: Date,
): Promise<void> {
  await execute(
    db,
    db.insertInto('admin_audit').values({
      staff_customer_id: staff.customerId,
      action: 'search',
      search_query: query,
      at: at.toISOString(),
    }),
  );
}

/** Records that a member of staff looked at an account, at `at`. */
export async function recordView(
  db: Executor,
  staff: Staff,
  accountId: number,
  at: Date,
): Promise<void> {
  await execute(
    db,
    db.insertInto('admin_audit').values({
      staff_customer_id: staff.customerId,
      action: 'view',
      account_id: accountId,
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
