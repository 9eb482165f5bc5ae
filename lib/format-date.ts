const longDate = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
});

/** `2026-03-29T23:30:00Z` → `30 March 2026`: customers see dates in UK time. */
export function formatLongDate(iso: string): string {
  return longDate.format(new Date(iso));
}

const dateTime = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

/** `2026-03-15T10:00:00Z` → '15 March 2026 at 10:00', in UK time. */
export const formatDateTime = (iso: string) => dateTime.format(new Date(iso));

/** The calendar date in UK time, for `<time dateTime>`. */
export function londonIsoDate(iso: string): string {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London' }).format(new Date(iso));
}

const timeOfDay = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  hour: '2-digit',
  minute: '2-digit',
});
const dayAndMonth = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/London',
  day: 'numeric',
  month: 'long',
});

/** 2026-11-28T14:30:00Z → '14:30 on 28 November', in UK time: a deadline within the month. */
export function formatTimeOnDay(epochMs: number): string {
  return `${timeOfDay.format(epochMs)} on ${dayAndMonth.format(epochMs)}`;
}
