import { z } from 'zod';
import type { Reading } from '@/lib/gateway/contract/readings';
import type { Db } from '../db/database';
import { queryAll, sqlBoolean } from '../db/query';

const READING_COLUMNS = `rd.id, r.meter_point_id AS meterPointId, rd.register_id AS registerId,
  r.name AS registerName, m.fuel, rd.read_on AS readOn, rd.value, rd.source,
  rd.superseded_by IS NOT NULL AS replaced`;

const READING_JOINS = `readings rd JOIN registers r ON r.id = rd.register_id
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
export function readingsOf(db: Db, accountId: number): Reading[] {
  return queryAll(
    db,
    readingRow,
    `SELECT ${READING_COLUMNS} FROM ${READING_JOINS}
      WHERE m.account_id = ? ORDER BY rd.read_on DESC, rd.id DESC LIMIT ?`,
    accountId,
    READING_HISTORY_LIMIT,
  );
}

const ACTUAL = `rd.source IN ('customer', 'smart')`;

/**
 * The latest standing reading of each register of the account (replaced estimates do not
 * count), or with `actualOnly` the latest the meter itself gave.
 */
export function lastReadingsOf(
  db: Db,
  accountId: number,
  { actualOnly = false } = {},
): Map<number, Reading> {
  const which = actualOnly ? ACTUAL : 'rd.superseded_by IS NULL';
  const rows = queryAll(
    db,
    readingRow,
    `SELECT ${READING_COLUMNS} FROM ${READING_JOINS}
      WHERE m.account_id = ? AND rd.id = (
        SELECT rd.id FROM readings rd WHERE rd.register_id = r.id AND ${which}
         ORDER BY rd.read_on DESC, rd.id DESC LIMIT 1)`,
    accountId,
  );
  return new Map(rows.map((reading) => [reading.registerId, reading]));
}

/** A register's standing estimates after `after`, up to and including `until`. */
export function estimatesBetween(db: Db, registerId: number, after: string, until: string) {
  return queryAll(
    db,
    readingRow,
    `SELECT ${READING_COLUMNS} FROM ${READING_JOINS}
      WHERE rd.register_id = ? AND rd.source = 'estimated' AND rd.superseded_by IS NULL
        AND rd.read_on > ? AND rd.read_on <= ? ORDER BY rd.read_on`,
    registerId,
    after,
    until,
  );
}

export function readingsByIds(db: Db, ids: readonly number[]): Reading[] {
  return queryAll(
    db,
    readingRow,
    `SELECT ${READING_COLUMNS} FROM ${READING_JOINS}
      WHERE rd.id IN (SELECT value FROM json_each(?)) ORDER BY rd.id`,
    JSON.stringify(ids),
  );
}
