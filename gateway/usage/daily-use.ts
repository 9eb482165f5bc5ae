import { z } from 'zod';
import type { RegisterRow } from '../accounts/meter-points';
import { addDays, daysBetween, eachDay } from '@/lib/iso-date';
import type { Db } from '../db/database';
import { queryAll, queryOne } from '../db/query';
import { gasKwh } from '../energy';

/** kWh used on each day a register has figures for; a day absent from the map has none. */
export type DailyUse = ReadonlyMap<string, number>;

const usageRow = z.object({ registerId: z.number().int(), day: z.string(), wh: z.number().int() });

/** The smart meter's own daily figures for each register, from `from` to `to`. */
export function smartDailyUse(
  db: Db,
  registers: readonly RegisterRow[],
  from: string,
  to: string,
): Map<number, DailyUse> {
  const rows = queryAll(
    db,
    usageRow,
    `SELECT register_id AS registerId, day, wh FROM daily_usage
      WHERE register_id IN (SELECT value FROM json_each(?)) AND day BETWEEN ? AND ?`,
    JSON.stringify(registers.map((register) => register.id)),
    from,
    to,
  );
  const byRegister = new Map(registers.map((register) => [register.id, new Map<string, number>()]));
  for (const row of rows) byRegister.get(row.registerId)?.set(row.day, row.wh / 1000);
  return byRegister;
}

/** The smart meter's last day with figures, on or before `to`. */
export function lastSmartDay(db: Db, registers: readonly RegisterRow[], to: string) {
  const row = queryOne(
    db,
    z.object({ day: z.string().nullable() }),
    `SELECT MAX(day) AS day FROM daily_usage
      WHERE register_id IN (SELECT value FROM json_each(?)) AND day <= ?`,
    JSON.stringify(registers.map((register) => register.id)),
    to,
  );
  return row?.day ?? null;
}

export interface ActualReading {
  readOn: string;
  value: number;
}

const readingRow = z.object({ readOn: z.string(), value: z.number().int() });

/** A register's actual readings (the customer's or the meter's, never estimates), oldest first. */
export function actualReadingsOf(db: Db, registerId: number): ActualReading[] {
  return queryAll(
    db,
    readingRow,
    `SELECT read_on AS readOn, value FROM readings
      WHERE register_id = ? AND source IN ('customer', 'smart') ORDER BY read_on, id`,
    registerId,
  );
}

/**
 * Daily use derived from a register's actual readings: what the dial moved between two readings,
 * spread evenly over the days between them (a reading is the dial at the start of its day).
 * Days after the last reading have no figures. Gas dials count cubic metres, converted to kWh.
 */
export function dailyUseFromReadings(
  readings: readonly ActualReading[],
  unit: RegisterRow['unit'],
): DailyUse {
  const daily = new Map<string, number>();
  readings.slice(1).forEach((closing, index) => {
    const opening = readings[index]!;
    const days = daysBetween(opening.readOn, closing.readOn);
    const moved = closing.value - opening.value;
    if (days <= 0 || moved < 0) return;
    const kwh = unit === 'm3' ? gasKwh(moved) : moved;
    for (const day of eachDay(opening.readOn, addDays(closing.readOn, -1))) {
      daily.set(day, kwh / days);
    }
  });
  return daily;
}
