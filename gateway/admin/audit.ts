import { z } from 'zod';
import { STAFF_ACTIVITY_LIMIT, type StaffActivity } from '@/lib/gateway/contract/admin';
import { execute, queryAll, sql, type Executor } from '../db/sql';
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
    sql`INSERT INTO admin_audit (staff_customer_id, action, search_query, at)
        VALUES (${staff.customerId}, 'search', ${query}, ${at.toISOString()})`,
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
    sql`INSERT INTO admin_audit (staff_customer_id, action, account_id, at)
        VALUES (${staff.customerId}, 'view', ${accountId}, ${at.toISOString()})`,
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
    sql`SELECT l.id, l.action, l.search_query AS query, l.account_id AS "accountId",
               a.number AS "accountNumber", l.at
          FROM admin_audit l LEFT JOIN accounts a ON a.id = l.account_id
         WHERE l.staff_customer_id = ${staff.customerId}
         ORDER BY l.id DESC LIMIT ${STAFF_ACTIVITY_LIMIT}`,
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
