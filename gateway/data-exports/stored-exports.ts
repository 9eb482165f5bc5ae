import { z } from 'zod';
import type { DataExport } from '@/lib/gateway/contract/data-exports';
import { execute, insertId, queryOne, type Executor } from '../db/sql';

const exportRow = z.object({
  id: z.number().int(),
  requestedAt: z.string(),
  expiresAt: z.string(),
  sizeBytes: z.number().int(),
});
type ExportRow = z.infer<typeof exportRow>;

const EXPORT_COLUMNS = [
  'id',
  'requested_at as requestedAt',
  'expires_at as expiresAt',
  'size_bytes as sizeBytes',
] as const;

/** As the customer sees it: downloadable until it expires. */
export function described(row: ExportRow, now: Date): DataExport {
  return { ...row, status: now < new Date(row.expiresAt) ? 'ready' : 'expired' };
}

/**
 * Erases the contents of every customer's archives past their expiry: personal data is kept no
 * longer than its purpose. The row stays (when it was asked for, when it expired, its size), so
 * the customer is told their copy expired rather than shown nothing. Run on each call about
 * archives, as expired idempotency keys are deleted.
 */
export function eraseExpiredExports(db: Executor, now: Date) {
  return execute(
    db,
    db
      .updateTable('data_exports')
      .set({ archive_base64: '' })
      .where('expires_at', '<=', now.toISOString())
      .where('archive_base64', '!=', ''),
  );
}

/** Keeps the customer's new archive in place of any earlier one. */
export async function storeExport(
  db: Executor,
  customerId: number,
  made: { requestedAt: Date; expiresAt: Date; archive: Uint8Array },
): Promise<ExportRow> {
  await execute(db, db.deleteFrom('data_exports').where('customer_id', '=', customerId));
  const row = {
    requestedAt: made.requestedAt.toISOString(),
    expiresAt: made.expiresAt.toISOString(),
    sizeBytes: made.archive.byteLength,
  };
  const id = await insertId(
    db,
    db
      .insertInto('data_exports')
      .values({
        customer_id: customerId,
        requested_at: row.requestedAt,
        expires_at: row.expiresAt,
        size_bytes: row.sizeBytes,
        archive_base64: Buffer.from(made.archive).toString('base64'),
      })
      .returning('id'),
  );
  return { id, ...row };
}

/** The customer's latest archive, if they have one. */
export function latestExportOf(db: Executor, customerId: number) {
  return queryOne(
    db,
    exportRow,
    db
      .selectFrom('data_exports')
      .select(EXPORT_COLUMNS)
      .where('customer_id', '=', customerId)
      .orderBy('id', 'desc')
      .limit(1),
  );
}

/** One of the customer's archives with its contents; undefined for anyone else's. */
export function ownExport(db: Executor, customerId: number, id: number) {
  return queryOne(
    db,
    exportRow.extend({ archiveBase64: z.string() }),
    db
      .selectFrom('data_exports')
      .select([...EXPORT_COLUMNS, 'archive_base64 as archiveBase64'])
      .where('id', '=', id)
      .where('customer_id', '=', customerId),
  );
}
