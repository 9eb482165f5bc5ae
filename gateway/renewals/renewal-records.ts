import { z } from 'zod';
import type { AccountRenewal } from '@/lib/gateway/contract/renewals';
import {
  execute,
  inTransaction,
  insertId,
  queryAll,
  queryOne,
  sql,
  type Executor,
} from '../db/sql';

const renewalRow = z.object({
  id: z.number().int(),
  status: z.enum(['Pending', 'Completed', 'Cancelled']),
  tariffName: z.string().nullable(),
  supplyStartDate: z.string().nullable(),
  requestedAt: z.string(),
});

/** The account's renewal under way, if there is one. */
export async function pendingRenewalOf(
  db: Executor,
  accountId: number,
): Promise<AccountRenewal | null> {
  const renewal = await queryOne(
    db,
    renewalRow,
    sql`SELECT id, status, tariff_name AS "tariffName", supply_start_date AS "supplyStartDate",
               requested_at AS "requestedAt"
          FROM renewals WHERE account_id = ${accountId} AND status = 'Pending'`,
  );
  if (!renewal) return null;
  const agreements = await queryAll(
    db,
    z.object({ id: z.number().int() }),
    sql`SELECT agreement_id AS id FROM renewal_agreements WHERE renewal_id = ${renewal.id}
         ORDER BY agreement_id`,
  );
  return { ...renewal, agreementIds: agreements.map(({ id }) => id) };
}

export interface NewRenewal {
  accountId: number;
  quoteId: string;
  tariffName: string;
  supplyStartDate: string;
  requestedAt: string;
  /** The current agreements the renewal follows on from. */
  agreementIds: readonly number[];
}

/** Records a Pending renewal onto a chosen offer. */
export function recordRenewal(db: Executor, renewal: NewRenewal): Promise<AccountRenewal> {
  return inTransaction(db, async (transaction) => {
    const id = await insertId(
      transaction,
      sql`INSERT INTO renewals (account_id, status, requested_at, quote_id, tariff_name,
                                supply_start_date)
          VALUES (${renewal.accountId}, 'Pending', ${renewal.requestedAt}, ${renewal.quoteId},
                  ${renewal.tariffName}, ${renewal.supplyStartDate})
          RETURNING id`,
    );
    if (renewal.agreementIds.length > 0) {
      const rows = renewal.agreementIds.map((agreementId) => sql`(${id}, ${agreementId})`);
      await execute(
        transaction,
        sql`INSERT INTO renewal_agreements (renewal_id, agreement_id) VALUES ${sql.join(rows)}`,
      );
    }
    return {
      id,
      status: 'Pending' as const,
      tariffName: renewal.tariffName,
      supplyStartDate: renewal.supplyStartDate,
      requestedAt: renewal.requestedAt,
      agreementIds: renewal.agreementIds.toSorted((a, b) => a - b),
    };
  });
}
