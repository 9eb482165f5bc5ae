import { z } from 'zod';
import type { RegionId } from '@/lib/gateway/contract/regions';
import type {
  SmartMeterBooking,
  WaitingListPlace,
} from '@/lib/gateway/contract/smart-meter-booking';
import { execute, inTransaction, queryOne, type Executor } from '../db/sql';
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
    db
      .selectFrom('smart_meter_bookings')
      .select([
        'id',
        'slot_id as slotId',
        'access_notes as accessNotes',
        'booked_at as bookedAt',
        'rescheduled_at as rescheduledAt',
      ])
      .where('account_id', '=', accountId)
      .where('status', '=', 'Booked'),
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
      transaction.insertInto('smart_meter_bookings').values({
        account_id: booking.accountId,
        slot_id: booking.slotId,
        status: 'Booked',
        access_notes: booking.accessNotes,
        booked_at: booking.bookedAt,
      }),
    );
    await leaveWaitingList(transaction, booking.accountId, 'Booked', booking.bookedAt);
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
      db
        .selectFrom('smart_meter_waiting_list as w')
        .select((eb) => [
          'w.joined_at as joinedAt',
          'w.region_id as regionId',
          eb
            .selectFrom('smart_meter_waiting_list as ahead')
            .select(eb.fn.countAll<number>().as('count'))
            .whereRef('ahead.region_id', '=', 'w.region_id')
            .where('ahead.status', '=', 'Waiting')
            .whereRef('ahead.id', '<=', 'w.id')
            .as('position'),
        ])
        .where('w.account_id', '=', accountId)
        .where('w.status', '=', 'Waiting'),
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
    db.insertInto('smart_meter_waiting_list').values({
      account_id: accountId,
      region_id: regionId,
      status: 'Waiting',
      joined_at: joinedAt,
    }),
  );
}

/** Takes the account off its waiting list, because it left or booked; says if it was on one. */
export async function leaveWaitingList(
  db: Executor,
  accountId: number,
  why: 'Left' | 'Booked',
  at: string,
): Promise<boolean> {
  const { changes } = await execute(
    db,
    db
      .updateTable('smart_meter_waiting_list')
      .set({ status: why, left_at: at })
      .where('account_id', '=', accountId)
      .where('status', '=', 'Waiting'),
  );
  return changes > 0;
}

export interface BookingChange {
  slotId: string;
  accessNotes: string | null;
  /** Set when the appointment moves to another slot. */
  rescheduledAt?: string;
}

/** Moves the appointment, or changes its access notes. */
export async function changeBooking(
  db: Executor,
  bookingId: number,
  change: BookingChange,
): Promise<void> {
  await execute(
    db,
    db
      .updateTable('smart_meter_bookings')
      .set({
        slot_id: change.slotId,
        access_notes: change.accessNotes,
        ...(change.rescheduledAt !== undefined && { rescheduled_at: change.rescheduledAt }),
      })
      .where('id', '=', bookingId),
  );
}

export async function cancelBooking(db: Executor, bookingId: number, at: string): Promise<void> {
  await execute(
    db,
    db
      .updateTable('smart_meter_bookings')
      .set({ status: 'Cancelled', cancelled_at: at })
      .where('id', '=', bookingId),
  );
}
