import * as smartMeter from './contract/smart-meter-booking';
import { gateway, type CallOptions } from './client';

/** Booking a smart meter installation: appointments, the booking, the waiting list. */

export const getSmartMeterSlots = (id: number, options?: CallOptions) =>
  gateway.call(smartMeter.getSmartMeterSlots, { params: { id } }, options);

export const getSmartMeterBooking = (id: number, options?: CallOptions) =>
  gateway.call(smartMeter.getSmartMeterBooking, { params: { id } }, options);

/** Pass a fresh `idempotencyKey` per booking so a retry cannot book twice. */
export const bookSmartMeter = (
  id: number,
  body: smartMeter.SmartMeterBookingRequest,
  options: CallOptions & { idempotencyKey: string },
) => gateway.call(smartMeter.bookSmartMeter, { params: { id }, body }, options);

export const rescheduleSmartMeter = (
  id: number,
  body: smartMeter.SmartMeterBookingRequest,
  options?: CallOptions,
) => gateway.call(smartMeter.rescheduleSmartMeter, { params: { id }, body }, options);

export const cancelSmartMeter = (id: number, options?: CallOptions) =>
  gateway.call(smartMeter.cancelSmartMeter, { params: { id } }, options);

/** Pass a fresh `idempotencyKey` per attempt to join, so a retry joins once. */
export const joinSmartMeterWaitingList = (
  id: number,
  options: CallOptions & { idempotencyKey: string },
) => gateway.call(smartMeter.joinSmartMeterWaitingList, { params: { id } }, options);

export const leaveSmartMeterWaitingList = (id: number, options?: CallOptions) =>
  gateway.call(smartMeter.leaveSmartMeterWaitingList, { params: { id } }, options);
