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
import { formatLongDate, londonToday } from '@/lib/iso-date';
import { placeOf } from '../addresses/regions';
import { meterPointsOf } from '../accounts/meter-points';
import { ownedAccount, type AccountRow } from '../accounts/owned-account';
import type { Db } from '../db/database';
import { execute } from '../db/query';
import type { GatewayDeps } from '../deps';
import { conflict, notFound, unprocessable } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { currentBooking, joinWaitingList, recordBooking, waitingPlaceOf } from './bookings';
import { offeredSlots } from './slots';
import { SUPPORT_PHONE } from '@/lib/gateway/contract/messages';

const ALREADY_SMART =
  'Your home already has a smart meter for each fuel we supply, so there is nothing to book.';
const CANNOT_BOOK =
  `We cannot book a smart meter for your home online at the moment. Please call us on ` +
  `${SUPPORT_PHONE} and we will tell you why, and when we can fit one.`;
const SLOT_GONE = 'That appointment is no longer available. Please choose another.';

/** Why the account may not book a smart meter, in words; null when it may (SPEC §3). */
function whyNotEligible(db: Db, account: AccountRow): string | null {
  if (account.smartMeterBookingEligible) return null;
  const meters = meterPointsOf(db, account.id);
  return meters.length > 0 && meters.every((meter) => meter.meterType === 'smart')
    ? ALREADY_SMART
    : CANNOT_BOOK;
}

function refuseIneligible(db: Db, account: AccountRow): void {
  const reason = whyNotEligible(db, account);
  if (reason) throw unprocessable(reason);
}

/** The region whose engineers serve the home. */
function regionOf(account: AccountRow): { id: RegionId; name: string } {
  const place = placeOf(account.postcode);
  const id = place.kind === 'supplied' ? place.region.id : null;
  if (id === null || !isRegionId(id)) throw unprocessable(CANNOT_BOOK);
  return { id, name: REGIONS[id] };
}

const weekday = new Intl.DateTimeFormat('en-GB', { weekday: 'long', timeZone: 'UTC' });

/** 'Monday 23 March 2026, 8am to midday' */
function appointmentWords(slot: SmartMeterSlot): string {
  const day = `${weekday.format(new Date(`${slot.date}T00:00:00Z`))} ${formatLongDate(slot.date)}`;
  return `${day}, ${slot.partOfDay === 'morning' ? '8am to midday' : 'midday to 5pm'}`;
}

/** The offered appointment the customer chose; 422 on the field when it has gone or is full. */
function chosenSlot(deps: GatewayDeps, account: AccountRow, slotId: string): OfferedSlot {
  const { slots } = offeredSlots(deps.db, regionOf(account).id, londonToday(deps.now()));
  const slot = slots.find(({ id }) => id === slotId);
  if (!slot) throw unprocessable(SLOT_GONE, 'body.slotId');
  return slot;
}

/** The booked appointment, refused with 422 once its day has come. */
function changeableBooking(deps: GatewayDeps, account: AccountRow, missing: string) {
  const booking = currentBooking(deps.db, account.id);
  if (!booking) throw notFound(missing);
  if (booking.slot.date <= londonToday(deps.now())) {
    throw unprocessable(
      `It is too late to change your appointment online. Please call us on ${SUPPORT_PHONE}.`,
    );
  }
  return booking;
}

const notesOf = (notes: string | undefined) => (notes ? notes : null);

export function smartMeterRoutes(router: GatewayRouter): void {
  router.add(getSmartMeterSlots, ({ params, principal, deps }) => {
    const account = ownedAccount(deps.db, params.id, principal);
    refuseIneligible(deps.db, account);
    const region = regionOf(account);
    const offer = deps.db.transaction(() =>
      offeredSlots(deps.db, region.id, londonToday(deps.now())),
    )();
    return { regionName: region.name, ...offer };
  });

  router.add(getSmartMeterBooking, ({ params, principal, deps }) => {
    const account = ownedAccount(deps.db, params.id, principal);
    const reason = whyNotEligible(deps.db, account);
    const place = waitingPlaceOf(deps.db, account.id);
    return {
      eligible: reason === null,
      ineligibleReason: reason,
      meters: meterPointsOf(deps.db, account.id)
        .map(({ fuel, meterType }) => ({ fuel, meterType }))
        .toSorted((a, b) => a.fuel.localeCompare(b.fuel)),
      booking: currentBooking(deps.db, account.id),
      waitingList: place && {
        joinedAt: place.joinedAt,
        position: place.position,
        regionName: isRegionId(place.regionId) ? REGIONS[place.regionId] : 'your area',
      },
    };
  });

  router.add(bookSmartMeter, ({ params, body, principal, deps }) => {
    const account = ownedAccount(deps.db, params.id, principal);
    return deps.db.transaction(() => {
      const booked = currentBooking(deps.db, account.id);
      if (booked) {
        throw conflict(
          `You already have a smart meter appointment, on ${appointmentWords(booked.slot)}: ` +
            'reschedule or cancel it instead.',
        );
      }
      refuseIneligible(deps.db, account);
      const slot = chosenSlot(deps, account, body.slotId);
      return recordBooking(deps.db, {
        accountId: account.id,
        slotId: slot.id,
        accessNotes: notesOf(body.accessNotes),
        bookedAt: deps.now().toISOString(),
      });
    })();
  });

  router.add(rescheduleSmartMeter, ({ params, body, principal, deps }) => {
    const account = ownedAccount(deps.db, params.id, principal);
    return deps.db.transaction(() => {
      const booking = changeableBooking(
        deps,
        account,
        'You have no smart meter appointment to move. Please book one.',
      );
      const accessNotes =
        body.accessNotes === undefined ? booking.accessNotes : notesOf(body.accessNotes);
      // The same appointment again (a retry): only the notes can change.
      const slotId =
        body.slotId === booking.slot.id
          ? booking.slot.id
          : chosenSlot(deps, account, body.slotId).id;
      if (slotId === booking.slot.id && accessNotes === booking.accessNotes) return booking;
      execute(
        deps.db,
        `UPDATE smart_meter_bookings SET slot_id = ?, access_notes = ?,
           rescheduled_at = CASE WHEN slot_id = ? THEN rescheduled_at ELSE ? END
         WHERE id = ?`,
        slotId,
        accessNotes,
        slotId,
        deps.now().toISOString(),
        booking.id,
      );
      const moved = currentBooking(deps.db, account.id);
      if (!moved) throw new Error('The booking just moved is missing');
      return moved;
    })();
  });

  router.add(cancelSmartMeter, ({ params, principal, deps }) => {
    const account = ownedAccount(deps.db, params.id, principal);
    const booking = changeableBooking(
      deps,
      account,
      'You have no smart meter appointment to cancel.',
    );
    execute(
      deps.db,
      "UPDATE smart_meter_bookings SET status = 'Cancelled', cancelled_at = ? WHERE id = ?",
      deps.now().toISOString(),
      booking.id,
    );
  });

  router.add(joinSmartMeterWaitingList, ({ params, principal, deps }) => {
    const account = ownedAccount(deps.db, params.id, principal);
    return deps.db.transaction(() => {
      const booked = currentBooking(deps.db, account.id);
      if (booked) {
        throw conflict(
          `You already have a smart meter appointment, on ${appointmentWords(booked.slot)}.`,
        );
      }
      const waiting = waitingPlaceOf(deps.db, account.id);
      if (waiting) {
        throw conflict(
          `You are on the waiting list already, at number ${waiting.position}. We will be in touch.`,
        );
      }
      refuseIneligible(deps.db, account);
      const region = regionOf(account);
      if (offeredSlots(deps.db, region.id, londonToday(deps.now())).slots.length > 0) {
        throw unprocessable(
          'We have appointments in your area now, so there is no need to wait: please choose one.',
        );
      }
      joinWaitingList(deps.db, account.id, region.id, deps.now().toISOString());
      const place = waitingPlaceOf(deps.db, account.id);
      if (!place) throw new Error('The waiting-list place just written is missing');
      return { joinedAt: place.joinedAt, position: place.position, regionName: region.name };
    })();
  });

  router.add(leaveSmartMeterWaitingList, ({ params, principal, deps }) => {
    const account = ownedAccount(deps.db, params.id, principal);
    const left = execute(
      deps.db,
      `UPDATE smart_meter_waiting_list SET status = 'Left', left_at = ?
        WHERE account_id = ? AND status = 'Waiting'`,
      deps.now().toISOString(),
      account.id,
    );
    if (left.changes === 0) throw notFound('You are not on the waiting list.');
  });
}
