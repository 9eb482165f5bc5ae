import { addDays, nextDayOfMonth } from '@/lib/iso-date';

/** A switch takes this long: the new supply starts on the first working day from then. */
export const SWITCH_DAYS = 21;

/** Without a chosen payment day, the first Direct Debit is taken this long after the start. */
export const FIRST_DIRECT_DEBIT_DAYS = 14;

const weekday = (date: string) => new Date(`${date}T00:00:00Z`).getUTCDay();
const iso = (year: number, month: number, day: number) =>
  `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;

/** Easter Sunday (the anonymous Gregorian algorithm). */
function easterSunday(year: number): string {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const h =
    (19 * a + b - Math.floor(b / 4) - Math.floor((b - Math.floor((b + 8) / 25) + 1) / 3) + 15) % 30;
  const l = (32 + 2 * (b % 4) + 2 * Math.floor(c / 4) - h - (c % 4)) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  return iso(year, month, ((h + l - 7 * m + 114) % 31) + 1);
}

/** The first Monday on or after the date (from the 25th: the month's last Monday). */
function mondayFrom(date: string): string {
  return addDays(date, (8 - weekday(date)) % 7);
}

/**
 * England and Wales bank holidays by the rules of the Banking and Financial Dealings Act 1971
 * and the substitute days for weekends. The industry's switching calendar follows these; one-off
 * holidays are proclaimed a few months ahead, and none is due. Our own code because the
 * holiday libraries bring time-zone and astronomy data for the whole world.
 */
export function bankHolidays(year: number): ReadonlySet<string> {
  let holidays = holidaysByYear.get(year);
  if (!holidays) {
    holidays = holidaysOf(year);
    holidaysByYear.set(year, holidays);
  }
  return holidays;
}

/** Every quote asks about the same few years: each is worked out once. */
const holidaysByYear = new Map<number, ReadonlySet<string>>();

function holidaysOf(year: number): ReadonlySet<string> {
  const newYear = iso(year, 1, 1);
  const easter = easterSunday(year);
  const christmasDay = weekday(iso(year, 12, 25));
  const christmas =
    christmasDay === 6
      ? [27, 28]
      : christmasDay === 0
        ? [26, 27]
        : christmasDay === 5
          ? [25, 28]
          : [25, 26];
  return new Set([
    weekday(newYear) === 0 || weekday(newYear) === 6 ? mondayFrom(newYear) : newYear,
    addDays(easter, -2),
    addDays(easter, 1),
    mondayFrom(iso(year, 5, 1)),
    mondayFrom(iso(year, 5, 25)),
    mondayFrom(iso(year, 8, 25)),
    ...christmas.map((day) => iso(year, 12, day)),
  ]);
}

export function isWorkingDay(date: string): boolean {
  const day = weekday(date);
  return day !== 0 && day !== 6 && !bankHolidays(Number(date.slice(0, 4))).has(date);
}

/** The first working day on or after the date. */
export function workingDayFrom(date: string): string {
  let day = date;
  while (!isWorkingDay(day)) day = addDays(day, 1);
  return day;
}

/** When a new customer's supply starts: 21 days from today, moved on to a working day. */
export function supplyStartFrom(today: string): string {
  return workingDayFrom(addDays(today, SWITCH_DAYS));
}

/** The first Direct Debit: on the chosen day from the supply start, or two weeks in. */
export function firstDirectDebitDate(supplyStartDate: string, dayOfMonth: number | null): string {
  return dayOfMonth === null
    ? addDays(supplyStartDate, FIRST_DIRECT_DEBIT_DAYS)
    : nextDayOfMonth(supplyStartDate, dayOfMonth);
}
