import { bankHolidays, firstDirectDebitDate, isWorkingDay, supplyStartFrom } from './supply-dates';

describe('working days', () => {
  it.each([
    [
      2026,
      [
        '2026-01-01',
        '2026-04-03',
        '2026-04-06',
        '2026-05-04',
        '2026-05-25',
        '2026-08-31',
        '2026-12-25',
        '2026-12-28',
      ],
    ],
    // New Year's Day on a Saturday, Christmas on a Monday.
    [
      2028,
      [
        '2028-01-03',
        '2028-04-14',
        '2028-04-17',
        '2028-05-01',
        '2028-05-29',
        '2028-08-28',
        '2028-12-25',
        '2028-12-26',
      ],
    ],
    // Christmas on a Saturday: both substitutes follow; New Year's Day on a Sunday.
    [
      2027,
      [
        '2027-01-01',
        '2027-03-26',
        '2027-03-29',
        '2027-05-03',
        '2027-05-31',
        '2027-08-30',
        '2027-12-27',
        '2027-12-28',
      ],
    ],
    [
      2033,
      [
        '2033-01-03',
        '2033-04-15',
        '2033-04-18',
        '2033-05-02',
        '2033-05-30',
        '2033-08-29',
        '2033-12-26',
        '2033-12-27',
      ],
    ],
  ])('knows the England and Wales bank holidays of %i', (year, days) => {
    expect([...bankHolidays(year)].sort()).toEqual(days);
  });

  it('skips weekends and bank holidays', () => {
    expect(isWorkingDay('2026-04-07')).toBe(true);
    expect(isWorkingDay('2026-04-06')).toBe(false);
    expect(isWorkingDay('2026-03-14')).toBe(false);
  });

  it.each([
    ['2026-03-16', '2026-04-07'], // lands on Easter Sunday; Easter Monday is a holiday
    ['2026-03-18', '2026-04-08'], // a Wednesday
    ['2026-12-05', '2026-12-29'], // Saturday 26th, then the Christmas substitute days
  ])('starts a supply ordered on %s on %s', (today, start) => {
    expect(supplyStartFrom(today)).toBe(start);
  });

  it('takes the first Direct Debit on the chosen day, or 14 days after the start', () => {
    expect(firstDirectDebitDate('2026-04-07', 1)).toBe('2026-05-01');
    expect(firstDirectDebitDate('2026-04-07', 7)).toBe('2026-04-07');
    expect(firstDirectDebitDate('2026-04-07', null)).toBe('2026-04-21');
  });
});
