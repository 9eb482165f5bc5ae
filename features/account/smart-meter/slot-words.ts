import { formatDayMonth, formatWeekday, formatWeekdayDate } from '@/lib/format-date';
import type { Fuel, MeterType } from '@/lib/gateway/contract/common';
import type { SmartMeterSlot } from '@/lib/gateway/contract/smart-meter-booking';

/** How appointments and meters read on the smart meter screen. Dates are London calendar days. */

/** '2026-03-23' → 'Monday 23 March' */
export const dayWords = (date: string) => `${formatWeekday(date)} ${formatDayMonth(date)}`;

/** '08:00' → '8am', '12:00' → 'midday', '17:30' → '5:30pm' */
export function clockWords(time: string): string {
  const [hours = 0, minutes = 0] = time.split(':').map(Number);
  if (hours === 12 && minutes === 0) return 'midday';
  if (hours === 0 && minutes === 0) return 'midnight';
  const hour12 = hours % 12 === 0 ? 12 : hours % 12;
  const suffix = hours < 12 ? 'am' : 'pm';
  return minutes === 0
    ? `${hour12}${suffix}`
    : `${hour12}:${String(minutes).padStart(2, '0')}${suffix}`;
}

type SlotTimes = Pick<SmartMeterSlot, 'startTime' | 'endTime'>;

/** '8am to midday' */
export const timeWindowWords = (slot: SlotTimes) =>
  `${clockWords(slot.startTime)} to ${clockWords(slot.endTime)}`;

/** 'Morning' or 'Afternoon' */
export const partOfDayName = (slot: Pick<SmartMeterSlot, 'partOfDay'>) =>
  slot.partOfDay === 'morning' ? 'Morning' : 'Afternoon';

/** 'Monday 23 March 2026, between 8am and midday' */
export const appointmentWords = (slot: SmartMeterSlot) =>
  `${formatWeekdayDate(slot.date)}, between ${clockWords(slot.startTime)} and ${clockWords(
    slot.endTime,
  )}`;

/** The slots of each day, days in the order the slots come (soonest first). */
export function slotsByDay<Slot extends Pick<SmartMeterSlot, 'date'>>(
  slots: readonly Slot[],
): { date: string; slots: Slot[] }[] {
  const days = new Map<string, Slot[]>();
  for (const slot of slots) days.set(slot.date, [...(days.get(slot.date) ?? []), slot]);
  return [...days].map(([date, daySlots]) => ({ date, slots: daySlots }));
}

export interface MeterNow {
  fuel: Fuel;
  meterType: MeterType;
}

const meterName = ({ fuel, meterType }: MeterNow) =>
  `${fuel} meter${meterType === 'economy7' ? ' (Economy 7)' : ''}`;

/**
 * The meters an engineer replaces: 'your electricity meter (Economy 7) and your gas meter';
 * null when every meter is smart already.
 */
export function metersToReplaceWords(meters: readonly MeterNow[]): string | null {
  const names = meters.filter((meter) => meter.meterType !== 'smart').map(meterName);
  if (names.length === 0) return null;
  return `your ${names.join(' and your ')}`;
}

export const allSmart = (meters: readonly MeterNow[]) =>
  meters.length > 0 && meters.every((meter) => meter.meterType === 'smart');
