import { z } from 'zod';
import { STAFF_ACTIVITY_LIMIT, type StaffActivity } from '@/lib/gateway/contract/admin';
import type { Db } from '../db/database';
import { execute, queryAll } from '../db/query';
import type { Staff } from './staff';

/** Records that a member of staff searched for `query`, at `at`. */
export function recordSearch(db: Db, staff: Staff, query: string, at: Date): void {
  execute(
    db,
    `INSERT INTO admin_audit (staff_customer_id, action, search_query, at)
     VALUES (?, 'search', ?, ?)`,
    staff.customerId,
    query,
    at.toISOString(),
  );
}

/** Records that a member of staff looked at an account, at `at`. */
export function recordView(db: Db, staff: Staff, accountId: number, at: Date): void {
  execute(
    db,
    `INSERT INTO admin_audit (staff_customer_id, action, account_id, at)
     VALUES (?, 'view', ?, ?)`,
    staff.customerId,
    accountId,
    at.toISOString(),
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
export function staffActivityOf(db: Db, staff: Staff): StaffActivity {
  const rows = queryAll(
    db,
    entryRow,
    `SELECT l.id, l.action, l.search_query AS query, l.account_id AS accountId,
            a.number AS accountNumber, l.at
       FROM admin_audit l LEFT JOIN accounts a ON a.id = l.account_id
      WHERE l.staff_customer_id = ? ORDER BY l.id DESC LIMIT ?`,
    staff.customerId,
    STAFF_ACTIVITY_LIMIT,
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
