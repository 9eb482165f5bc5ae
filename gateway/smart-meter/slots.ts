import { z } from 'zod';
import type { RegionId } from '@/lib/gateway/contract/regions';
import {
  SLOT_HORIZON_DAYS,
  SLOT_NOTICE_WORKING_DAYS,
  type OfferedSlot,
  type PartOfDay,
  type SmartMeterSlot,
} from '@/lib/gateway/contract/smart-meter-booking';
import { addDays } from '@/lib/iso-date';
import { seededRandom } from '../addresses/seeded-random';
import { execute, queryAll, queryOne, type Executor } from '../db/sql';
import { isWorkingDay } from '../quotes/supply-dates';

/**
 * Installations our engineers can take on in one window (a weekday morning or afternoon) in
 * each region, at most. Our installation partner has no engineers in Scotland yet, so homes
 * there join the waiting list.
 */
export const ENGINEER_VISITS_PER_WINDOW: Readonly<Record<RegionId, number>> = {
  10: 3,
  11: 3,
  12: 4,
  13: 2,
  14: 3,
  15: 2,
  16: 3,
  17: 0,
  18: 0,
  19: 3,
  20: 3,
  21: 2,
  22: 3,
  23: 3,
};

/** About one window in this many is taken up already by other customers' installations. */
const FULL_ONE_IN = 6;

const TIMES: Readonly<Record<PartOfDay, { startTime: string; endTime: string; code: string }>> = {
  morning: { startTime: '08:00', endTime: '12:00', code: 'am' },
  afternoon: { startTime: '12:00', endTime: '17:00', code: 'pm' },
};
const PARTS_OF_DAY: readonly PartOfDay[] = ['morning', 'afternoon'];

/** The days appointments are offered on: 5 working days' notice, up to 4 weeks ahead. */
export function offeredDays(today: string): { from: string; to: string } {
  let from = today;
  for (let notice = 0; notice < SLOT_NOTICE_WORKING_DAYS;) {
    from = addDays(from, 1);
    if (isWorkingDay(from)) notice += 1;
  }
  return { from, to: addDays(today, SLOT_HORIZON_DAYS) };
}

export const slotIdOf = (regionId: RegionId, date: string, partOfDay: PartOfDay) =>
  `${regionId}-${date}-${TIMES[partOfDay].code}`;

/**
 * A window's capacity, the same for the same window on every run: the region's engineers, less
 * the installations other customers have booked in it already (now and then all of them).
 */
function capacityOf(id: string, regionId: RegionId): number {
  const most = ENGINEER_VISITS_PER_WINDOW[regionId];
  if (most === 0) return 0;
  const random = seededRandom(`smart-meter-slot:${id}`);
  return random.between(1, FULL_ONE_IN) === 1 ? 0 : random.between(1, most);
}

/** Writes the region's windows over the offered days that are not in the table yet. */
async function ensureSlots(
  db: Executor,
  regionId: RegionId,
  days: { from: string; to: string },
): Promise<void> {
  const windows = [];
  for (let date = days.from; date <= days.to; date = addDays(date, 1)) {
    if (!isWorkingDay(date)) continue;
    for (const partOfDay of PARTS_OF_DAY) {
      const id = slotIdOf(regionId, date, partOfDay);
      windows.push({
        id,
        region_id: regionId,
        date,
        part_of_day: partOfDay,
        capacity: capacityOf(id, regionId),
      });
    }
  }
  if (windows.length === 0) return;
  await execute(
    db,
    db
      .insertInto('smart_meter_slots')
      .values(windows)
      .onConflict((conflict) => conflict.column('id').doNothing()),
  );
}

const slotRow = z.object({
  id: z.string(),
  date: z.string(),
  partOfDay: z.enum(['morning', 'afternoon']),
});

const offeredRow = slotRow.extend({ placesLeft: z.number().int() });

const withTimes = <Row extends z.infer<typeof slotRow>>({ partOfDay, ...row }: Row) => ({
  ...row,
  partOfDay,
  startTime: TIMES[partOfDay].startTime,
  endTime: TIMES[partOfDay].endTime,
});

/** The region's appointments with a place left, soonest first, and the days they span. */
export async function offeredSlots(
  db: Executor,
  regionId: RegionId,
  today: string,
): Promise<{ from: string; to: string; slots: OfferedSlot[] }> {
  const days = offeredDays(today);
  await ensureSlots(db, regionId, days);
  const rows = await queryAll(
    db,
    offeredRow,
    db
      .selectFrom(
        db
          .selectFrom('smart_meter_slots as s')
          .select((eb) => [
            's.id',
            's.date',
            's.part_of_day',
            eb(
              's.capacity',
              '-',
              eb
                .selectFrom('smart_meter_bookings as b')
                .select(eb.fn.countAll<number>().as('booked'))
                .whereRef('b.slot_id', '=', 's.id')
                .where('b.status', '=', 'Booked'),
            ).as('placesLeft'),
          ])
          .where('s.region_id', '=', regionId)
          .where('s.date', '>=', days.from)
          .where('s.date', '<=', days.to)
          .as('offered'),
      )
      .select(['id', 'date', 'part_of_day as partOfDay', 'placesLeft'])
      .where('placesLeft', '>', 0)
      .orderBy('date')
      // Mornings before afternoons, which an alphabetical order would not give.
      .orderBy((eb) => eb.case().when('part_of_day', '=', 'afternoon').then(1).else(0).end()),
  );
  return { ...days, slots: rows.map(withTimes) };
}

/** A slot as a booking shows it, offered or not. */
export async function slotById(db: Executor, id: string): Promise<SmartMeterSlot | null> {
  const row = await queryOne(
    db,
    slotRow,
    db
      .selectFrom('smart_meter_slots')
      .select(['id', 'date', 'part_of_day as partOfDay'])
      .where('id', '=', id),
  );
  return row ? withTimes(row) : null;
}
