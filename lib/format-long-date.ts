// The long date on its own, which the CMS's pages show (a blog post's, a vacancy's closing date),
// so that they need not download every other date formatter: format-date.ts passes it on. It is
// written from London's calendar date, not by Intl, whose first formatter costs a page's script
// 12–20 ms of main thread (lib/london-date.ts).
import { londonIsoDate } from './london-date';

/** An instant: an ISO date-time or calendar date, epoch milliseconds, or a Date. */
export type DateInput = string | number | Date;

export const inUkTime = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'Europe/London' });

export const instant = (at: DateInput) => (typeof at === 'string' ? new Date(at) : at);

const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

/** `2026-03-29T23:30:00Z` → '30 March 2026'. */
export function formatLongDate(at: DateInput): string {
  const [year, month, day] = londonIsoDate(instant(at)).split('-').map(Number);
  return `${day} ${MONTHS[(month ?? 1) - 1]} ${year}`;
}
