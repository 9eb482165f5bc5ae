import { addDays, addMonths, daysBetween, eachDay, startOfMonth } from '@/lib/iso-date';
import { GAS_KWH_PER_CUBIC_METRE } from '../energy';
import { expectedDailyKwh } from './consumption';
import type { AccountSpec, MeterSpec } from './persona-spec';

export interface PlannedReading {
  readOn: string;
  value: number;
  source: 'customer' | 'smart' | 'estimated';
}

/** Whether a smart meter sent its data for `day` (riley's meter has a gap, then went quiet). */
export function smartDataArrived(spec: AccountSpec, day: string): boolean {
  const outage = spec.smartOutage;
  if (!outage) return true;
  return day < outage.silentSince && !(outage.gap.from <= day && day <= outage.gap.to);
}

const toUnits = (meter: MeterSpec, kwh: number) =>
  meter.fuel === 'gas' ? kwh / GAS_KWH_PER_CUBIC_METRE : kwh;

/** Smart meters send a reading on the 1st of each month; others are read every 13 weeks. */
function actualReadingDays(spec: AccountSpec, meter: MeterSpec, today: string): string[] {
  const days = [spec.openedOn];
  if (meter.type === 'smart') {
    for (let day = addMonths(startOfMonth(spec.openedOn), 1); day <= today; day = addMonths(day, 1))
      days.push(day);
  } else {
    for (let day = addDays(spec.openedOn, 91); day < today; day = addDays(day, 91)) days.push(day);
  }
  return days;
}

/**
 * The readings of one register: the actual ones (the customer's, or the smart meter's when its
 * data arrived), and on each of `billingDays` with no actual reading, an estimate from the last
 * actual reading and the use expected since (what a supplier bills when it has no read).
 * `daily` is the register's simulated use from the opening day; a reading on a day is the dial
 * at the start of that day.
 */
export function plannedReadings(
  spec: AccountSpec,
  meter: MeterSpec,
  register: { annualKwh: number; daily: readonly number[] },
  billingDays: readonly string[],
  today: string,
): PlannedReading[] {
  const dial = (day: string) => {
    const kwh = register.daily
      .slice(0, daysBetween(spec.openedOn, day))
      .reduce((sum, used) => sum + used, 0);
    return meter.firstReading + Math.floor(toUnits(meter, kwh));
  };
  const smart = meter.type === 'smart';
  const known = (day: string) => day === spec.openedOn || !smart || smartDataArrived(spec, day);
  const actualDays = new Set([
    ...actualReadingDays(spec, meter, today).filter(known),
    ...(smart ? billingDays.filter(known) : []),
  ]);
  const days = [...new Set([...actualDays, ...billingDays])].sort();

  let last: PlannedReading | undefined;
  return days.map((readOn) => {
    if (actualDays.has(readOn)) {
      last = { readOn, value: dial(readOn), source: smart ? 'smart' : 'customer' };
      return last;
    }
    if (!last) throw new Error(`No actual reading before ${readOn} to estimate from`);
    const expected = eachDay(last.readOn, addDays(readOn, -1)).reduce(
      (sum, day) => sum + expectedDailyKwh(register.annualKwh, meter.fuel, day),
      0,
    );
    return {
      readOn,
      value: last.value + Math.floor(toUnits(meter, expected)),
      source: 'estimated',
    };
  });
}
