// London's calendar date alone, in a module of its own: every page's shell needs it (the site
// banner's dates), and need not download every date formatter or date sum with it.

// Canada writes dates as ISO does: 2026-03-30.
const isoDate = /* @__PURE__ */ new Intl.DateTimeFormat('en-CA', {
  timeZone: 'Europe/London',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The calendar date in London ('2026-03-30') of an instant, for `<time dateTime>` and "today". */
export const londonIsoDate = (at: string | number | Date) =>
  isoDate.format(typeof at === 'string' ? new Date(at) : at);
