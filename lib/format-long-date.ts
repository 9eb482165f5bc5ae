// The long date on its own, which the CMS's pages show (a blog post's, a vacancy's closing date),
// so that they need not download every other date formatter: format-date.ts passes it on.

/** An instant: an ISO date-time or calendar date, epoch milliseconds, or a Date. */
export type DateInput = string | number | Date;

export const inUkTime = (options: Intl.DateTimeFormatOptions) =>
  new Intl.DateTimeFormat('en-GB', { ...options, timeZone: 'Europe/London' });

export const instant = (at: DateInput) => (typeof at === 'string' ? new Date(at) : at);

const longDate = /* @__PURE__ */ inUkTime({ day: 'numeric', month: 'long', year: 'numeric' });

/** `2026-03-29T23:30:00Z` → '30 March 2026'. */
export const formatLongDate = (at: DateInput) => longDate.format(instant(at));
