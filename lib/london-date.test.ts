import { formatLongDate } from './format-long-date';
import { londonIsoDate } from './london-date';

// Node's Intl knows London's clock: the site's own rule must agree with it to the minute.
const intlIsoDate = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' });
const intlLongDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

const MINUTE = 60_000;
const DAY = 24 * 60 * MINUTE;

/** Every quarter of an hour from two days before to two days after each day in `days`. */
function instantsAround(days: number[]): number[] {
  return days.flatMap((day) =>
    Array.from({ length: (4 * DAY) / (15 * MINUTE) }, (_, i) => day - 2 * DAY + i * 15 * MINUTE),
  );
}

describe("London's calendar date, by the UK's clock rule", () => {
  it('agrees with Intl around every change of the clocks from 1996 to 2100', () => {
    const changes = Array.from({ length: 105 }, (_, i) => 1996 + i).flatMap((year) => [
      Date.UTC(year, 2, 28),
      Date.UTC(year, 9, 28),
    ]);
    const wrong = instantsAround(changes).filter(
      (time) => londonIsoDate(time) !== intlIsoDate.format(time),
    );
    expect(wrong.map((time) => new Date(time).toISOString())).toEqual([]);
  });

  it('agrees with Intl at the turn of every day of 2025 to 2027, and gives the long date', () => {
    for (let day = Date.UTC(2025, 0, 1); day < Date.UTC(2028, 0, 1); day += DAY) {
      for (const time of [
        day - MINUTE,
        day,
        day + 23 * 60 * MINUTE - MINUTE,
        day + 23 * 60 * MINUTE,
      ]) {
        expect([time, londonIsoDate(time), formatLongDate(time)]).toEqual([
          time,
          intlIsoDate.format(time),
          intlLongDate.format(time),
        ]);
      }
    }
  });

  it('turns at 01:00 UTC on the last Sundays of March and October', () => {
    expect(londonIsoDate('2026-03-28T23:30:00Z')).toBe('2026-03-28');
    expect(londonIsoDate('2026-10-24T23:30:00Z')).toBe('2026-10-25');
    expect(londonIsoDate('2026-10-25T23:30:00Z')).toBe('2026-10-25');
    expect(formatLongDate('2027-03-27T23:59:00Z')).toBe('27 March 2027');
    expect(formatLongDate('2027-03-28T23:00:00Z')).toBe('29 March 2027');
  });

  it('refuses an instant that is no date, as Intl does', () => {
    expect(() => londonIsoDate('not a date')).toThrow(RangeError);
    expect(() => formatLongDate('not a date')).toThrow(RangeError);
  });
});
