/**
 * Dates and times as customers read them: the one home of every date formatter, for the site and
 * the gateway alike (so it imports only its own parts). Each Intl formatter is made once.
 *
 * Every formatter takes an instant (an ISO date-time, epoch milliseconds or a Date) and shows it
 * in UK time. It takes a calendar date ('2026-03-29') too: that is midnight UTC, which is the same
 * day in London, whose clocks are never behind UTC.
 *
 * Each is marked pure, so a page's bundle keeps only the formatters its code calls.
 */
import { formatLongDate, inUkTime, instant, type DateInput } from './format-long-date';

export { formatLongDate, type DateInput };

const dateTime = /* @__PURE__ */ inUkTime({
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});
const shortDateTime = /* @__PURE__ */ inUkTime({ dateStyle: 'medium', timeStyle: 'short' });
const shortDateTimeWithSeconds = /* @__PURE__ */ inUkTime({
  dateStyle: 'medium',
  timeStyle: 'medium',
});
const timeOfDay = /* @__PURE__ */ inUkTime({ hour: '2-digit', minute: '2-digit' });
const weekday = /* @__PURE__ */ inUkTime({ weekday: 'long' });
const dayMonth = /* @__PURE__ */ inUkTime({ day: 'numeric', month: 'long' });
const monthYear = /* @__PURE__ */ inUkTime({ month: 'long', year: 'numeric' });
const shortDayMonth = /* @__PURE__ */ inUkTime({ day: 'numeric', month: 'short' });
const shortMonthYear = /* @__PURE__ */ inUkTime({ month: 'short', year: '2-digit' });

/** `2026-03-23` → 'Monday'. */
export const formatWeekday = (at: DateInput) => weekday.format(instant(at));

/** `2026-03-23` → 'Monday 23 March 2026'. */
export const formatWeekdayDate = (at: DateInput) => `${formatWeekday(at)} ${formatLongDate(at)}`;

/** `2026-03-15T10:00:00Z` → '15 March 2026 at 10:00'. */
export const formatDateTime = (at: DateInput) => dateTime.format(instant(at));

/**
 * `2026-11-27T09:58:00Z` → '27 Nov 2026, 09:58' (with seconds: '27 Nov 2026, 09:58:00'): for
 * lists of changes and messages, where space is short.
 */
export const formatShortDateTime = (at: DateInput, { seconds = false } = {}) =>
  (seconds ? shortDateTimeWithSeconds : shortDateTime).format(instant(at));

/** The calendar date ('2026-03-30'), for `<time dateTime>` and for "today" in the UK. */
export { londonIsoDate } from './london-date';

/** `2026-03-23` → '23 March'. */
export const formatDayMonth = (at: DateInput) => dayMonth.format(instant(at));

/** `2026-10-01` → 'October 2026'. */
export const formatMonthYear = (at: DateInput) => monthYear.format(instant(at));

/** `2026-11-03` → '3 Nov', for a chart's axis. */
export const formatShortDayMonth = (at: DateInput) => shortDayMonth.format(instant(at));

/** `2026-11-03` → 'Nov 26', for a chart's axis. */
export const formatShortMonthYear = (at: DateInput) => shortMonthYear.format(instant(at));

/** 2026-11-28T14:30:00Z → '14:30 on 28 November': a deadline within the month. */
export const formatTimeOnDay = (at: DateInput) =>
  `${timeOfDay.format(instant(at))} on ${formatDayMonth(at)}`;
