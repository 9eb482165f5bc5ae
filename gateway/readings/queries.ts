import { z } from 'zod';
import type { Reading } from '@/lib/gateway/contract/readings';
import { queryAll, sql, sqlBoolean, type Executor } from '../db/sql';

const READING_COLUMNS = sql`rd.id, r.meter_point_id AS "meterPointId", rd.register_id AS "registerId",
  r.name AS "registerName", m.fuel, rd.read_on AS "readOn", rd.value, rd.source,
  CASE WHEN rd.superseded_by IS NOT NULL THEN 1 ELSE 0 END AS replaced`;

const READING_JOINS = sql`readings rd JOIN registers r ON r.id = rd.register_id
  JOIN meter_points m ON m.id = r.meter_point_id`;

const readingRow = z.object({
  id: z.number().int(),
  meterPointId: z.number().int(),
  registerId: z.number().int(),
  registerName: z.enum(['standard', 'day', 'night']),
  fuel: z.enum(['electricity', 'gas']),
  readOn: z.string(),
  value: z.number().int(),
  source: z.enum(['customer', 'smart', 'estimated']),
  replaced: sqlBoolean,
});

/** How many of the latest readings the history returns. */
export const READING_HISTORY_LIMIT = 100;

/** The account's readings, newest first. */
export function readingsOf(db: Executor, accountId: number): Promise<Reading[]> {
  return queryAll(
    db,
    readingRow,
    sql`SELECT ${READING_COLUMNS} FROM ${READING_JOINS}
         WHERE m.account_id = ${accountId} ORDER BY rd.read_on DESC, rd.id DESC
         LIMIT ${READING_HISTORY_LIMIT}`,
  );
}

const ACTUAL = sql`rd.source IN ('customer', 'smart')`;
const STANDING = sql`rd.superseded_by IS NULL`;

/**
 * The latest standing reading of each register of the account (replaced estimates do not
 * count), or with `actualOnly` the latest the meter itself gave.
 */
export async function lastReadingsOf(
  db: Executor,
  accountId: number,
  { actualOnly = false } = {},
): Promise<Map<number, Reading>> {
  const rows = await queryAll(
    db,
    readingRow,
    sql`SELECT ${READING_COLUMNS} FROM ${READING_JOINS}
         WHERE m.account_id = ${accountId} AND rd.id = (
           SELECT rd.id FROM readings rd WHERE rd.register_id = r.id AND ${actualOnly ? ACTUAL : STANDING}
            ORDER BY rd.read_on DESC, rd.id DESC LIMIT 1)`,
  );
  return new Map(rows.map((reading) => [reading.registerId, reading]));
}

/** A register's standing estimates after `after`, up to and including `until`. */
export function estimatesBetween(db: Executor, registerId: number, after: string, until: string) {
  return queryAll(
    db,
    readingRow,
    sql`SELECT ${READING_COLUMNS} FROM ${READING_JOINS}
         WHERE rd.register_id = ${registerId} AND rd.source = 'estimated'
           AND rd.superseded_by IS NULL AND rd.read_on > ${after} AND rd.read_on <= ${until}
         ORDER BY rd.read_on`,
  );
}

export async function readingsByIds(db: Executor, ids: readonly number[]): Promise<Reading[]> {
  if (ids.length === 0) return [];
  return queryAll(
    db,
    readingRow,
    sql`SELECT ${READING_COLUMNS} FROM ${READING_JOINS}
         WHERE rd.id IN (${sql.join(ids)}) ORDER BY rd.id`,
  );
}
