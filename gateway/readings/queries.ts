import { z } from 'zod';
import type { Reading } from '@/lib/gateway/contract/readings';
import { execute, insertId, queryAll, sqlBoolean, type Executor } from '../db/sql';

/** Readings with their register and meter, as readingRow reads them. */
function selectReadings(db: Executor) {
  return db
    .selectFrom('readings as rd')
    .innerJoin('registers as r', 'r.id', 'rd.register_id')
    .innerJoin('meter_points as m', 'm.id', 'r.meter_point_id')
    .select((eb) => [
      'rd.id',
      'r.meter_point_id as meterPointId',
      'rd.register_id as registerId',
      'r.name as registerName',
      'm.fuel',
      'rd.read_on as readOn',
      'rd.value',
      'rd.source',
      eb.case().when('rd.superseded_by', 'is not', null).then(1).else(0).end().as('replaced'),
    ]);
}

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
    selectReadings(db)
      .where('m.account_id', '=', accountId)
      .orderBy('rd.read_on', 'desc')
      .orderBy('rd.id', 'desc')
      .limit(READING_HISTORY_LIMIT),
  );
}

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
    selectReadings(db)
      .where('m.account_id', '=', accountId)
      .where('rd.id', '=', (eb) =>
        eb
          .selectFrom('readings as latest')
          .select('latest.id')
          .whereRef('latest.register_id', '=', 'r.id')
          .where((latest) =>
            actualOnly
              ? latest('latest.source', 'in', ['customer', 'smart'])
              : latest('latest.superseded_by', 'is', null),
          )
          .orderBy('latest.read_on', 'desc')
          .orderBy('latest.id', 'desc')
          .limit(1),
      ),
  );
  return new Map(rows.map((reading) => [reading.registerId, reading]));
}

/** A register's standing estimates after `after`, up to and including `until`. */
export function estimatesBetween(db: Executor, registerId: number, after: string, until: string) {
  return queryAll(
    db,
    readingRow,
    selectReadings(db)
      .where('rd.register_id', '=', registerId)
      .where('rd.source', '=', 'estimated')
      .where('rd.superseded_by', 'is', null)
      .where('rd.read_on', '>', after)
      .where('rd.read_on', '<=', until)
      .orderBy('rd.read_on'),
  );
}

export async function readingsByIds(db: Executor, ids: readonly number[]): Promise<Reading[]> {
  if (ids.length === 0) return [];
  return queryAll(db, readingRow, selectReadings(db).where('rd.id', 'in', ids).orderBy('rd.id'));
}

export interface NewReading {
  registerId: number;
  readOn: string;
  value: number;
  lowerReadingReason: 'meterRolledOver' | 'correctsEstimate' | null;
}

/** Records a reading the customer gave; answers its id. */
export function insertCustomerReading(db: Executor, reading: NewReading, submittedAt: string) {
  return insertId(
    db,
    db
      .insertInto('readings')
      .values({
        register_id: reading.registerId,
        read_on: reading.readOn,
        value: reading.value,
        source: 'customer',
        submitted_at: submittedAt,
        lower_reading_reason: reading.lowerReadingReason,
      })
      .returning('id'),
  );
}

/** Marks an estimate as replaced by the reading `byId`: kept, since a bill may name it. */
export function markReplaced(db: Executor, estimateId: number, byId: number) {
  return execute(
    db,
    db.updateTable('readings').set({ superseded_by: byId }).where('id', '=', estimateId),
  );
}
