import {
  formatDateTime,
  formatDayMonth,
  formatLongDate,
  formatMonthYear,
  formatShortDateTime,
  formatShortDayMonth,
  formatShortMonthYear,
  formatTimeOnDay,
  formatWeekday,
  formatWeekdayDate,
  londonIsoDate,
} from './format-date';

describe('dates shown to customers', () => {
  it.each([
    ['2026-01-15T10:00:00Z', '15 January 2026', '2026-01-15'],
    // 23:30 UTC in British Summer Time is already the next day in London.
    ['2026-06-30T23:30:00Z', '1 July 2026', '2026-07-01'],
    ['2026-12-31T23:30:00Z', '31 December 2026', '2026-12-31'],
    // The clocks go forward at 01:00 UTC on 29 March 2026: 00:30 UTC is still GMT, 01:30 is BST.
    ['2026-03-29T00:30:00Z', '29 March 2026', '2026-03-29'],
    ['2026-03-28T23:30:00Z', '28 March 2026', '2026-03-28'],
    // They go back at 01:00 UTC on 25 October 2026: 23:30 UTC the evening before is BST.
    ['2026-10-24T23:30:00Z', '25 October 2026', '2026-10-25'],
    ['2026-10-25T23:30:00Z', '25 October 2026', '2026-10-25'],
  ])('%s is %s in London', (iso, long, date) => {
    expect(formatLongDate(iso)).toBe(long);
    expect(londonIsoDate(iso)).toBe(date);
  });

  it('takes epoch milliseconds and Dates as well as ISO strings', () => {
    const at = '2026-06-30T23:30:00Z';
    expect(formatLongDate(Date.parse(at))).toBe('1 July 2026');
    expect(formatLongDate(new Date(at))).toBe('1 July 2026');
    expect(londonIsoDate(new Date(at))).toBe('2026-07-01');
  });

  it.each(['2026-01-01', '2026-03-29', '2026-06-30', '2026-10-25', '2026-12-31'])(
    'shows the calendar date %s as that day, summer or winter',
    (date) => {
      expect(londonIsoDate(date)).toBe(date);
    },
  );

  it('names the day, the month and the year of a calendar date', () => {
    expect(formatWeekday('2026-03-23')).toBe('Monday');
    expect(formatDayMonth('2026-03-23')).toBe('23 March');
    expect(formatWeekdayDate('2026-03-23')).toBe('Monday 23 March 2026');
    expect(formatWeekdayDate('2026-07-01')).toBe('Wednesday 1 July 2026');
    expect(formatMonthYear('2026-10-01')).toBe('October 2026');
    expect(formatShortDayMonth('2026-11-03')).toBe('3 Nov');
    expect(formatShortMonthYear('2026-11-03')).toBe('Nov 26');
  });

  it('names the UK day of an instant late in a summer evening', () => {
    // 23:30 UTC on Sunday 28 June is 00:30 on Monday 29 June in London.
    expect(formatWeekdayDate('2026-06-28T23:30:00Z')).toBe('Monday 29 June 2026');
    expect(formatMonthYear('2026-06-30T23:30:00Z')).toBe('July 2026');
  });
});

describe('times shown to customers', () => {
  it.each([
    ['2026-03-15T10:00:00Z', '15 March 2026 at 10:00'],
    ['2026-06-30T23:30:00Z', '1 July 2026 at 00:30'],
    ['2026-03-29T00:59:00Z', '29 March 2026 at 00:59'],
    ['2026-03-29T01:00:00Z', '29 March 2026 at 02:00'],
    ['2026-10-25T00:59:00Z', '25 October 2026 at 01:59'],
    ['2026-10-25T01:00:00Z', '25 October 2026 at 01:00'],
    ['2026-12-31T23:59:00Z', '31 December 2026 at 23:59'],
  ])('%s is %s in London', (iso, words) => {
    expect(formatDateTime(iso)).toBe(words);
  });

  it.each([
    ['2026-11-27T09:58:00Z', '27 Nov 2026, 09:58', '27 Nov 2026, 09:58:00'],
    ['2026-07-01T23:30:05Z', '2 Jul 2026, 00:30', '2 Jul 2026, 00:30:05'],
  ])('%s is %s in a short list, with seconds %s', (iso, short, withSeconds) => {
    expect(formatShortDateTime(iso)).toBe(short);
    expect(formatShortDateTime(iso, { seconds: true })).toBe(withSeconds);
  });
});

describe('deadlines shown to customers', () => {
  it.each([
    ['2026-11-28T14:30:00Z', '14:30 on 28 November'],
    ['2026-06-28T14:30:00Z', '15:30 on 28 June'],
    ['2026-03-31T23:05:00Z', '00:05 on 1 April'],
  ])('%s is %s in UK time', (iso, shown) => {
    expect(formatTimeOnDay(Date.parse(iso))).toBe(shown);
    expect(formatTimeOnDay(iso)).toBe(shown);
  });
});
