import { z } from 'zod';
import type { AccountRenewal } from '@/lib/gateway/contract/renewals';
import type { Db } from '../db/database';
import { execute, queryOne } from '../db/query';
import { insertId } from '../accounts/insert-rows';

const renewalRow = z.object({
  id: z.number().int(),
  status: z.enum(['Pending', 'Completed', 'Cancelled']),
  tariffName: z.string().nullable(),
  supplyStartDate: z.string().nullable(),
  requestedAt: z.string(),
  agreementIds: z
    .string()
    .transform((json): unknown => JSON.parse(json))
    .pipe(z.array(z.number().int())),
});

const RENEWAL_COLUMNS = `r.id, r.status, r.tariff_name AS tariffName,
  r.supply_start_date AS supplyStartDate, r.requested_at AS requestedAt,
  (SELECT json_group_array(agreement_id) FROM renewal_agreements
    WHERE renewal_id = r.id ORDER BY agreement_id) AS agreementIds`;

/** The account's renewal under way, if there is one. */
export function pendingRenewalOf(db: Db, accountId: number): AccountRenewal | null {
  return (
    queryOne(
      db,
      renewalRow,
      `SELECT ${RENEWAL_COLUMNS} FROM renewals r WHERE r.account_id = ? AND r.status = 'Pending'`,
      accountId,
    ) ?? null
  );
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
export function recordRenewal(db: Db, renewal: NewRenewal): AccountRenewal {
  return db.transaction(() => {
    const id = insertId(
      db,
      `INSERT INTO renewals (account_id, status, requested_at, quote_id, tariff_name,
                             supply_start_date)
       VALUES (?, 'Pending', ?, ?, ?, ?)`,
      renewal.accountId,
      renewal.requestedAt,
      renewal.quoteId,
      renewal.tariffName,
      renewal.supplyStartDate,
    );
    for (const agreementId of renewal.agreementIds) {
      execute(
        db,
        'INSERT INTO renewal_agreements (renewal_id, agreement_id) VALUES (?, ?)',
        id,
        agreementId,
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
  })();
}
