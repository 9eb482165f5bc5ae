import { z } from 'zod';
import type { RegisterRow } from '../accounts/meter-points';
import { addDays, daysBetween, eachDay } from '@/lib/iso-date';
import { queryAll, queryOne, type Executor } from '../db/sql';
import { gasKwh } from '../energy';

/** kWh used on each day a register has figures for; a day absent from the map has none. */
export type DailyUse = ReadonlyMap<string, number>;

const usageRow = z.object({ registerId: z.number().int(), day: z.string(), wh: z.number().int() });

const registerIds = (registers: readonly RegisterRow[]) => registers.map((register) => register.id);

/** The smart meter's own daily figures for each register, from `from` to `to`. */
export async function smartDailyUse(
  db: Executor,
  registers: readonly RegisterRow[],
  from: string,
  to: string,
): Promise<Map<number, DailyUse>> {
  const byRegister = new Map(registers.map((register) => [register.id, new Map<string, number>()]));
  if (registers.length === 0) return byRegister;
  const rows = await queryAll(
    db,
    usageRow,
    db
      .selectFrom('daily_usage')
      .select(['register_id as registerId', 'day', 'wh'])
      .where('register_id', 'in', registerIds(registers))
      .where('day', '>=', from)
      .where('day', '<=', to),
  );
  for (const row of rows) byRegister.get(row.registerId)?.set(row.day, row.wh / 1000);
  return byRegister;
}

/** The smart meter's last day with figures, on or before `to`. */
export async function lastSmartDay(
  db: Executor,
  registers: readonly RegisterRow[],
  to: string,
): Promise<string | null> {
  if (registers.length === 0) return null;
  const row = await queryOne(
    db,
    z.object({ day: z.string().nullable() }),
    db
      .selectFrom('daily_usage')
      .select((eb) => eb.fn.max('day').as('day'))
      .where('register_id', 'in', registerIds(registers))
      .where('day', '<=', to),
  );
  return row?.day ?? null;
}

export interface ActualReading {
  readOn: string;
  value: number;
}

const readingRow = z.object({ readOn: z.string(), value: z.number().int() });

/** A register's actual readings (the customer's or the meter's, never estimates), oldest first. */
export function actualReadingsOf(db: Executor, registerId: number): Promise<ActualReading[]> {
  return queryAll(
    db,
    readingRow,
    db
      .selectFrom('readings')
      .select(['read_on as readOn', 'value'])
      .where('register_id', '=', registerId)
      .where('source', 'in', ['customer', 'smart'])
      .orderBy('read_on')
      .orderBy('id'),
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
