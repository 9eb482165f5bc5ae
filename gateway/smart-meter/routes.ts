import { isRegionId, REGIONS, type RegionId } from '@/lib/gateway/contract/regions';
import {
  bookSmartMeter,
  cancelSmartMeter,
  getSmartMeterBooking,
  getSmartMeterSlots,
  joinSmartMeterWaitingList,
  leaveSmartMeterWaitingList,
  rescheduleSmartMeter,
  type OfferedSlot,
  type SmartMeterSlot,
} from '@/lib/gateway/contract/smart-meter-booking';
import { formatWeekdayDate } from '@/lib/format-date';
import { londonToday } from '@/lib/iso-date';
import { placeOf } from '../addresses/regions';
import { meterPointsOf } from '../accounts/meter-points';
import { ownedAccount, type AccountRow } from '../accounts/owned-account';
import { inTransaction, type Executor } from '../db/sql';
import { conflict, notFound, unprocessable } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import {
  cancelBooking,
  changeBooking,
  currentBooking,
  joinWaitingList,
  leaveWaitingList,
  recordBooking,
  waitingPlaceOf,
} from './bookings';
import { offeredSlots } from './slots';
import { SUPPORT_PHONE } from '@/lib/gateway/contract/messages';

const ALREADY_SMART =
  'Your home already has a smart meter for each fuel we supply, so there is nothing to book.';
const CANNOT_BOOK =
  `We cannot book a smart meter for your home online at the moment. Please call us on ` +
  `${SUPPORT_PHONE} and we will tell you why, and when we can fit one.`;
const SLOT_GONE = 'That appointment is no longer available. Please choose another.';

/** Why the account may not book a smart meter, in words; null when it may (SPEC §3). */
async function whyNotEligible(db: Executor, account: AccountRow): Promise<string | null> {
  if (account.smartMeterBookingEligible) return null;
  const meters = await meterPointsOf(db, account.id);
  return meters.length > 0 && meters.every((meter) => meter.meterType === 'smart')
    ? ALREADY_SMART
    : CANNOT_BOOK;
}

async function refuseIneligible(db: Executor, account: AccountRow): Promise<void> {
  const reason = await whyNotEligible(db, account);
  if (reason) throw unprocessable(reason);
}

/** The region whose engineers serve the home. */
function regionOf(account: AccountRow): { id: RegionId; name: string } {
  const place = placeOf(account.postcode);
  const id = place.kind === 'supplied' ? place.region.id : null;
  if (id === null || !isRegionId(id)) throw unprocessable(CANNOT_BOOK);
  return { id, name: REGIONS[id] };
}

/** 'Monday 23 March 2026, 8am to midday' */
function appointmentWords(slot: SmartMeterSlot): string {
  const window = slot.partOfDay === 'morning' ? '8am to midday' : 'midday to 5pm';
  return `${formatWeekdayDate(slot.date)}, ${window}`;
}

/** The offered appointment the customer chose; 422 on the field when it has gone or is full. */
async function chosenSlot(
  db: Executor,
  today: string,
  account: AccountRow,
  slotId: string,
): Promise<OfferedSlot> {
  const { slots } = await offeredSlots(db, regionOf(account).id, today);
  const slot = slots.find(({ id }) => id === slotId);
  if (!slot) throw unprocessable(SLOT_GONE, 'body.slotId');
  return slot;
}

/** The booked appointment, refused with 422 once its day has come. */
async function changeableBooking(
  db: Executor,
  today: string,
  account: AccountRow,
  missing: string,
) {
  const booking = await currentBooking(db, account.id);
  if (!booking) throw notFound(missing);
  if (booking.slot.date <= today) {
    throw unprocessable(
      `It is too late to change your appointment online. Please call us on ${SUPPORT_PHONE}.`,
    );
  }
  return booking;
}

const notesOf = (notes: string | undefined) => (notes ? notes : null);

export function smartMeterRoutes(router: GatewayRouter): void {
  router.add(getSmartMeterSlots, async ({ params, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    await refuseIneligible(deps.database, account);
    const region = regionOf(account);
    const offer = await inTransaction(deps.database, (transaction) =>
      offeredSlots(transaction, region.id, londonToday(deps.now())),
    );
    return { regionName: region.name, ...offer };
  });

  router.add(getSmartMeterBooking, async ({ params, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    const reason = await whyNotEligible(deps.database, account);
    const place = await waitingPlaceOf(deps.database, account.id);
    return {
      eligible: reason === null,
      ineligibleReason: reason,
      meters: (await meterPointsOf(deps.database, account.id))
        .map(({ fuel, meterType }) => ({ fuel, meterType }))
        .toSorted((a, b) => a.fuel.localeCompare(b.fuel)),
      booking: await currentBooking(deps.database, account.id),
      waitingList: place && {
        joinedAt: place.joinedAt,
        position: place.position,
        regionName: isRegionId(place.regionId) ? REGIONS[place.regionId] : 'your area',
      },
    };
  });

  router.add(bookSmartMeter, async ({ params, body, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    return inTransaction(deps.database, async (transaction) => {
      const booked = await currentBooking(transaction, account.id);
      if (booked) {
        throw conflict(
          `You already have a smart meter appointment, on ${appointmentWords(booked.slot)}: ` +
            'reschedule or cancel it instead.',
        );
      }
      await refuseIneligible(transaction, account);
      const slot = await chosenSlot(transaction, londonToday(deps.now()), account, body.slotId);
      return recordBooking(transaction, {
        accountId: account.id,
        slotId: slot.id,
        accessNotes: notesOf(body.accessNotes),
        bookedAt: deps.now().toISOString(),
      });
    });
  });

  router.add(rescheduleSmartMeter, async ({ params, body, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    return inTransaction(deps.database, async (transaction) => {
      const today = londonToday(deps.now());
      const booking = await changeableBooking(
        transaction,
        today,
        account,
        'You have no smart meter appointment to move. Please book one.',
      );
      const accessNotes =
        body.accessNotes === undefined ? booking.accessNotes : notesOf(body.accessNotes);
      // The same appointment again (a retry): only the notes can change.
      const slotId =
        body.slotId === booking.slot.id
          ? booking.slot.id
          : (await chosenSlot(transaction, today, account, body.slotId)).id;
      if (slotId === booking.slot.id && accessNotes === booking.accessNotes) return booking;
      await changeBooking(transaction, booking.id, {
        slotId,
        accessNotes,
        ...(slotId !== booking.slot.id && { rescheduledAt: deps.now().toISOString() }),
      });
      const moved = await currentBooking(transaction, account.id);
      if (!moved) throw new Error('The booking just moved is missing');
      return moved;
    });
  });

  router.add(cancelSmartMeter, async ({ params, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    const booking = await changeableBooking(
      deps.database,
      londonToday(deps.now()),
      account,
      'You have no smart meter appointment to cancel.',
    );
    await cancelBooking(deps.database, booking.id, deps.now().toISOString());
  });

  router.add(joinSmartMeterWaitingList, async ({ params, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    return inTransaction(deps.database, async (transaction) => {
      const booked = await currentBooking(transaction, account.id);
      if (booked) {
        throw conflict(
          `You already have a smart meter appointment, on ${appointmentWords(booked.slot)}.`,
        );
      }
      const waiting = await waitingPlaceOf(transaction, account.id);
      if (waiting) {
        throw conflict(
          `You are on the waiting list already, at number ${waiting.position}. We will be in touch.`,
        );
      }
      await refuseIneligible(transaction, account);
      const region = regionOf(account);
      const { slots } = await offeredSlots(transaction, region.id, londonToday(deps.now()));
      if (slots.length > 0) {
        throw unprocessable(
          'We have appointments in your area now, so there is no need to wait: please choose one.',
        );
      }
      await joinWaitingList(transaction, account.id, region.id, deps.now().toISOString());
      const place = await waitingPlaceOf(transaction, account.id);
      if (!place) throw new Error('The waiting-list place just written is missing');
      return { joinedAt: place.joinedAt, position: place.position, regionName: region.name };
    });
  });

  router.add(leaveSmartMeterWaitingList, async ({ params, principal, deps }) => {
    const account = await ownedAccount(deps.database, params.id, principal);
    const left = await leaveWaitingList(
      deps.database,
      account.id,
      'Left',
      deps.now().toISOString(),
    );
    if (!left) throw notFound('You are not on the waiting list.');
  });
}
