import { z } from 'zod';
import type { RegionId } from '@/lib/gateway/contract/regions';
import type {
  SmartMeterBooking,
  WaitingListPlace,
} from '@/lib/gateway/contract/smart-meter-booking';
import type { Db } from '../db/database';
import { execute, queryOne } from '../db/query';
import { slotById } from './slots';

const bookingRow = z.object({
  id: z.number().int(),
  slotId: z.string(),
  accessNotes: z.string().nullable(),
  bookedAt: z.string(),
  rescheduledAt: z.string().nullable(),
});

/** The account's appointment, if one is booked. */
export function currentBooking(db: Db, accountId: number): SmartMeterBooking | null {
  const row = queryOne(
    db,
    bookingRow,
    `SELECT id, slot_id AS slotId, access_notes AS accessNotes, booked_at AS bookedAt,
            rescheduled_at AS rescheduledAt
       FROM smart_meter_bookings WHERE account_id = ? AND status = 'Booked'`,
    accountId,
  );
  if (!row) return null;
  const { slotId, ...booking } = row;
  const slot = slotById(db, slotId);
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
export function recordBooking(db: Db, booking: NewBooking): SmartMeterBooking {
  return db.transaction(() => {
    execute(
      db,
      `INSERT INTO smart_meter_bookings (account_id, slot_id, status, access_notes, booked_at)
       VALUES (?, ?, 'Booked', ?, ?)`,
      booking.accountId,
      booking.slotId,
      booking.accessNotes,
      booking.bookedAt,
    );
    execute(
      db,
      `UPDATE smart_meter_waiting_list SET status = 'Booked', left_at = ?
        WHERE account_id = ? AND status = 'Waiting'`,
      booking.bookedAt,
      booking.accountId,
    );
    const booked = currentBooking(db, booking.accountId);
    if (!booked) throw new Error('The booking just written is missing');
    return booked;
  })();
}

const placeRow = z.object({
  joinedAt: z.string(),
  position: z.number().int(),
  regionId: z.number().int(),
});

/** The account's place on its region's waiting list, if it is waiting. */
export function waitingPlaceOf(
  db: Db,
  accountId: number,
): (Omit<WaitingListPlace, 'regionName'> & { regionId: number }) | null {
  return (
    queryOne(
      db,
      placeRow,
      `SELECT w.joined_at AS joinedAt, w.region_id AS regionId,
              (SELECT count(*) FROM smart_meter_waiting_list ahead
                WHERE ahead.region_id = w.region_id AND ahead.status = 'Waiting'
                  AND ahead.id <= w.id) AS position
         FROM smart_meter_waiting_list w WHERE w.account_id = ? AND w.status = 'Waiting'`,
      accountId,
    ) ?? null
  );
}

export function joinWaitingList(
  db: Db,
  accountId: number,
  regionId: RegionId,
  joinedAt: string,
): void {
  execute(
    db,
    `INSERT INTO smart_meter_waiting_list (account_id, region_id, status, joined_at)
     VALUES (?, ?, 'Waiting', ?)`,
    accountId,
    regionId,
    joinedAt,
  );
}
