import { z } from 'zod';
import { queryAll, sql, type Executor } from '../db/sql';

const auditRow = z.object({
  staffId: z.number(),
  action: z.string(),
  query: z.string().nullable(),
  accountId: z.number().nullable(),
  at: z.string(),
});

/** Every row of the audit, oldest first, as the tests check it. */
export function auditRowsOf(database: Executor) {
  return queryAll(
    database,
    auditRow,
    sql`SELECT staff_customer_id AS "staffId", action, search_query AS query,
               account_id AS "accountId", at
          FROM admin_audit ORDER BY id`,
  );
}
