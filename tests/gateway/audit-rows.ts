import { z } from 'zod';
import { queryAll, type Executor } from '@/gateway/db/sql';

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
    database
      .selectFrom('admin_audit')
      .select([
        'staff_customer_id as staffId',
        'action',
        'search_query as query',
        'account_id as accountId',
        'at',
      ])
      .orderBy('id'),
  );
}
