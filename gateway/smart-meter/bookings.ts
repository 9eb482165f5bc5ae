import { z } from 'zod';
import type { RegionId } from '@/lib/gateway/contract/regions';
import type {
  SmartMeterBooking,
  WaitingListPlace,
} from '@/lib/gateway/contract/smart-meter-booking';
import { execute, inTransaction, queryOne, sql, type Executor } from '../db/sql';
import { slotById } from './slots';

const bookingRow = z.object({
  id: z.number().int(),
  slotId: z.string(),
  accessNotes: z.string().nullable(),
  bookedAt: z.string(),
  rescheduledAt: z.string().nullable(),
});

/** The account's appointment, if one is booked. */
export async function currentBooking(
  db: Executor,
  accountId: number,
): Promise<SmartMeterBooking | null> {
  const row = await queryOne(
    db,
    bookingRow,
    sql`SELECT id, slot_id AS "slotId", access_notes AS "accessNotes", booked_at AS "bookedAt",
               rescheduled_at AS "rescheduledAt"
          FROM smart_meter_bookings WHERE account_id = ${accountId} AND status = 'Booked'`,
  );
  if (!row) return null;
  const { slotId, ...booking } = row;
  const slot = await slotById(db, slotId);
  if (!slot) throw new Error(`Smart meter booking ${row.id} names no slot ${slotId}`);
  return { ...booking, slot };
}

export interface NewBooking {
  accountId: number;
  slotId: string;
  accessNotes: string | null;
  bookedAt: string;
}

/** Books the slot, and takes the account off the waiting list it may be on. */
export function recordBooking(db: Executor, booking: NewBooking): Promise<SmartMeterBooking> {
  return inTransaction(db, async (transaction) => {
    await execute(
      transaction,
      sql`INSERT INTO smart_meter_bookings (account_id, slot_id, status, access_notes, booked_at)
          VALUES (${booking.accountId}, ${booking.slotId}, 'Booked', ${booking.accessNotes},
                  ${booking.bookedAt})`,
    );
    await execute(
      transaction,
      sql`UPDATE smart_meter_waiting_list SET status = 'Booked', left_at = ${booking.bookedAt}
           WHERE account_id = ${booking.accountId} AND status = 'Waiting'`,
    );
    const booked = await currentBooking(transaction, booking.accountId);
    if (!booked) throw new Error('The booking just written is missing');
    return booked;
  });
}

const placeRow = z.object({
  joinedAt: z.string(),
  position: z.number().int(),
  regionId: z.number().int(),
});

/** The account's place on its region's waiting list, if it is waiting. */
export async function waitingPlaceOf(
  db: Executor,
  accountId: number,
): Promise<(Omit<WaitingListPlace, 'regionName'> & { regionId: number }) | null> {
  return (
    (await queryOne(
      db,
      placeRow,
      sql`SELECT w.joined_at AS "joinedAt", w.region_id AS "regionId",
                 (SELECT count(*) FROM smart_meter_waiting_list ahead
                   WHERE ahead.region_id = w.region_id AND ahead.status = 'Waiting'
                     AND ahead.id <= w.id) AS position
            FROM smart_meter_waiting_list w
           WHERE w.account_id = ${accountId} AND w.status = 'Waiting'`,
    )) ?? null
  );
}

export async function joinWaitingList(
  db: Executor,
  accountId: number,
  regionId: RegionId,
  joinedAt: string,
): Promise<void> {
  await execute(
    db,
    sql`INSERT INTO smart_meter_waiting_list (account_id, region_id, status, joined_at)
        VALUES (${accountId}, ${regionId}, 'Waiting', ${joinedAt})`,
  );
}
