import { formatDateTime, formatLongDate, formatTimeOnDay, londonIsoDate } from './format-date';

describe('dates shown to customers', () => {
  it.each([
    ['2026-01-15T10:00:00Z', '15 January 2026', '2026-01-15'],
    // 23:30 UTC in British Summer Time is already the next day in London.
    ['2026-06-30T23:30:00Z', '1 July 2026', '2026-07-01'],
    ['2026-12-31T23:30:00Z', '31 December 2026', '2026-12-31'],
  ])('%s is %s in London', (iso, long, date) => {
    expect(formatLongDate(iso)).toBe(long);
    expect(londonIsoDate(iso)).toBe(date);
  });
});

describe('times shown to customers', () => {
  it.each([
    ['2026-03-15T10:00:00Z', '15 March 2026 at 10:00'],
    ['2026-06-30T23:30:00Z', '1 July 2026 at 00:30'],
  ])('%s is %s in London', (iso, words) => {
    expect(formatDateTime(iso)).toBe(words);
  });
});

describe('deadlines shown to customers', () => {
  it.each([
    ['2026-11-28T14:30:00Z', '14:30 on 28 November'],
    ['2026-06-28T14:30:00Z', '15:30 on 28 June'],
    ['2026-03-31T23:05:00Z', '00:05 on 1 April'],
  ])('%s is %s in UK time', (iso, shown) => {
    expect(formatTimeOnDay(Date.parse(iso))).toBe(shown);
  });
});
