// London's calendar date alone, in a module of its own: every page's shell needs it (the site
// banner's dates), and need not download every date formatter or date sum with it.
//
// It follows the UK's clock rule rather than asking Intl: the first Intl.DateTimeFormat a page
// makes loads the browser's calendar and time-zone data, 12–20 ms of main thread on a 2-core
// host (four times that in Lighthouse's mobile run), in every page's first script.

const HOUR = 3_600_000;

/** 01:00 UTC on the last Sunday of `month` (0 is January) of `year`: when UK clocks change. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = new Date(Date.UTC(year, month + 1, 0));
  return Date.UTC(year, month, lastDay.getUTCDate() - lastDay.getUTCDay(), 1);
}

/**
 * London's offset from UTC at `time` (epoch milliseconds): an hour in British Summer Time, from
 * the last Sunday of March to the last Sunday of October (the rule since 1996), none otherwise.
 */
function londonOffset(time: number): number {
  const year = new Date(time).getUTCFullYear();
  const summer = time >= lastSundayAtOneUtc(year, 2) && time < lastSundayAtOneUtc(year, 9);
  return summer ? HOUR : 0;
}

/** The calendar date in London ('2026-03-30') of an instant, for `<time dateTime>` and "today". */
export function londonIsoDate(at: string | number | Date): string {
  const time = new Date(at).getTime();
  return new Date(time + londonOffset(time)).toISOString().slice(0, 10);
}
