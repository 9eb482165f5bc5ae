import { z } from 'zod';
import { entityId, fuel, isoDate, isoDateTime, meterType } from './common';
import { accountEndpoint } from './account-endpoint';

/**
 * Booking a smart meter installation (SPEC §2 /accounts/smart_meter_portal, §3
 * eligibleForSmartMeter): the appointments our engineers can offer the account's region, the
 * booking itself (made, moved or cancelled), and a waiting list where none can be offered.
 */

/** How far ahead appointments start: engineers are given this many working days' notice. */
export const SLOT_NOTICE_WORKING_DAYS = 5;
/** How far ahead appointments are offered, in days from today. */
export const SLOT_HORIZON_DAYS = 28;
export const MAX_ACCESS_NOTES_LENGTH = 300;

export const partOfDay = z.enum(['morning', 'afternoon']);
export type PartOfDay = z.infer<typeof partOfDay>;

const CHOOSE_OFFERED = 'Choose one of the appointments we offered you';

/** `23-2026-03-23-am`: the region, the day and the part of the day. */
export const slotId = z
  .string({ error: CHOOSE_OFFERED })
  .regex(/^(1\d|2[0-3])-\d{4}-\d{2}-\d{2}-(am|pm)$/, { error: CHOOSE_OFFERED })
  .meta({
    description: 'An appointment of GET …/smart-meter/slots: region, day, am or pm',
    example: '23-2026-03-23-am',
  });

/** London clock time, HH:MM. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/);

export const smartMeterSlot = z
  .object({
    id: z.string(),
    date: isoDate,
    partOfDay,
    /** When the engineer may arrive from, and by when they will have arrived (UK time). */
    startTime: clockTime,
    endTime: clockTime,
  })
  .meta({ id: 'SmartMeterSlot' });
export type SmartMeterSlot = z.infer<typeof smartMeterSlot>;

export const offeredSlot = smartMeterSlot
  .extend({
    /** Appointments still free in this window in the region. */
    placesLeft: z.number().int().positive(),
  })
  .meta({ id: 'OfferedSmartMeterSlot' });
export type OfferedSlot = z.infer<typeof offeredSlot>;

export const smartMeterSlots = z
  .object({
    /** The distribution region whose engineers would come. */
    regionName: z.string(),
    /** The first and last days appointments are offered on. */
    from: isoDate,
    to: isoDate,
    /** Every appointment with a place left, soonest first; empty: join the waiting list. */
    slots: z.array(offeredSlot),
  })
  .meta({ id: 'SmartMeterSlots' });
export type SmartMeterSlots = z.infer<typeof smartMeterSlots>;

export const smartMeterBooking = z
  .object({
    id: entityId,
    slot: smartMeterSlot,
    /** What the customer told the engineer (where the meters are, parking…). */
    accessNotes: z.string().nullable(),
    bookedAt: isoDateTime,
    /** When it was last moved to another appointment; null if never. */
    rescheduledAt: isoDateTime.nullable(),
  })
  .meta({ id: 'SmartMeterBooking' });
export type SmartMeterBooking = z.infer<typeof smartMeterBooking>;

export const waitingListPlace = z
  .object({
    joinedAt: isoDateTime,
    /** 1 for the customer who has waited longest in the region. */
    position: z.number().int().positive(),
    regionName: z.string(),
  })
  .meta({ id: 'SmartMeterWaitingListPlace' });
export type WaitingListPlace = z.infer<typeof waitingListPlace>;

export const smartMeterBookingState = z
  .object({
    /** SPEC §3 eligibleForSmartMeter: the account may book an installation. */
    eligible: z.boolean(),
    /** Why not, in words for the customer; null when eligible. */
    ineligibleReason: z.string().nullable(),
    /** The account's meters now: those not yet smart are the ones an engineer replaces. */
    meters: z.array(z.object({ fuel, meterType })),
    /** The appointment booked, if there is one. */
    booking: smartMeterBooking.nullable(),
    /** The account's place on the region's waiting list, if it is on it. */
    waitingList: waitingListPlace.nullable(),
  })
  .meta({ id: 'SmartMeterBookingState' });
export type SmartMeterBookingState = z.infer<typeof smartMeterBookingState>;

export const smartMeterBookingRequest = z
  .strictObject({
    slotId,
    accessNotes: z
      .string({ error: 'Write any notes for the engineer as text' })
      .trim()
      .max(MAX_ACCESS_NOTES_LENGTH, {
        error: `Please keep your notes to ${MAX_ACCESS_NOTES_LENGTH} characters`,
      })
      .optional(),
  })
  .meta({ id: 'SmartMeterBookingRequest' });
export type SmartMeterBookingRequest = z.input<typeof smartMeterBookingRequest>;

export const getSmartMeterSlots = accountEndpoint({
  method: 'get',
  path: '/api/v1/accounts/{id}/smart-meter/slots',
  section: 'smartMeterPortal',
  summary:
    "The installation appointments the account's region can offer: weekday mornings (8am to " +
    'midday) and afternoons (midday to 5pm) from 5 working days ahead to 4 weeks ahead',
  tag: 'smart-meter',
  response: smartMeterSlots,
  status: 200,
  errors: [422],
});

export const getSmartMeterBooking = accountEndpoint({
  method: 'get',
  path: '/api/v1/accounts/{id}/smart-meter/booking',
  section: 'smartMeterPortal',
  summary:
    'Whether the account can book a smart meter (and why not), its meters, and its appointment ' +
    'or waiting-list place',
  tag: 'smart-meter',
  response: smartMeterBookingState,
  status: 200,
});

export const bookSmartMeter = accountEndpoint({
  method: 'post',
  path: '/api/v1/accounts/{id}/smart-meter/booking',
  section: 'smartMeterPortal',
  summary:
    'Book one of the offered appointments (409 with one booked already; 422 when the account ' +
    'cannot book or the appointment has gone); takes the account off the waiting list',
  tag: 'smart-meter',
  body: smartMeterBookingRequest,
  response: smartMeterBooking,
  status: 201,
  idempotent: true,
  errors: [409, 422],
});

export const rescheduleSmartMeter = accountEndpoint({
  method: 'patch',
  path: '/api/v1/accounts/{id}/smart-meter/booking',
  section: 'smartMeterPortal',
  summary:
    'Move the appointment to another offered one, freeing the first (404 with none booked); ' +
    'the notes change only when sent',
  tag: 'smart-meter',
  body: smartMeterBookingRequest,
  response: smartMeterBooking,
  status: 200,
  errors: [422],
});

export const cancelSmartMeter = accountEndpoint({
  method: 'delete',
  path: '/api/v1/accounts/{id}/smart-meter/booking',
  section: 'smartMeterPortal',
  summary: 'Cancel the appointment, freeing its place (404 with none booked)',
  tag: 'smart-meter',
  response: null,
  status: 204,
  errors: [422],
});

export const joinSmartMeterWaitingList = accountEndpoint({
  method: 'post',
  path: '/api/v1/accounts/{id}/smart-meter/waiting-list',
  section: 'smartMeterPortal',
  summary:
    'Join the waiting list of a region with no appointment to offer (409 when booked or waiting ' +
    'already; 422 while appointments are offered)',
  tag: 'smart-meter',
  response: waitingListPlace,
  status: 201,
  idempotent: true,
  errors: [409, 422],
});

export const leaveSmartMeterWaitingList = accountEndpoint({
  method: 'delete',
  path: '/api/v1/accounts/{id}/smart-meter/waiting-list',
  section: 'smartMeterPortal',
  summary: 'Leave the waiting list (404 when not on it)',
  tag: 'smart-meter',
  response: null,
  status: 204,
});
