import { z } from 'zod';
import type { Reading } from '@/lib/gateway/contract/readings';
import type { Db } from '../db/database';
import { queryAll } from '../db/query';

const READING_COLUMNS = `rd.id, r.meter_point_id AS meterPointId, rd.register_id AS registerId,
  r.name AS registerName, m.fuel, rd.read_on AS readOn, rd.value, rd.source`;

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

/** The latest reading of each register of the account. */
export function lastReadingsOf(db: Db, accountId: number): Map<number, Reading> {
  const rows = queryAll(
    db,
    readingRow,
    `SELECT ${READING_COLUMNS} FROM ${READING_JOINS}
      WHERE m.account_id = ? AND rd.id = (
        SELECT id FROM readings WHERE register_id = rd.register_id
         ORDER BY read_on DESC, id DESC LIMIT 1)`,
    accountId,
  );
  return new Map(rows.map((reading) => [reading.registerId, reading]));
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
