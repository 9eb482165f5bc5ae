import { addMonths, daysBetween, londonToday, nextDayOfMonth, startOfWeek } from '@/lib/iso-date';

describe('ISO dates', () => {
  it("takes today's date in London, not UTC", () => {
    expect(londonToday(new Date('2026-06-30T23:30:00Z'))).toBe('2026-07-01');
    expect(londonToday(new Date('2026-12-31T23:30:00Z'))).toBe('2026-12-31');
  });

  it.each([
    ['2026-01-31', 1, '2026-02-28'],
    ['2024-01-31', 1, '2024-02-29'],
    ['2026-03-15', -12, '2025-03-15'],
    ['2026-11-30', 3, '2027-02-28'],
  ])('adds months: %s + %i = %s', (date, months, expected) => {
    expect(addMonths(date, months)).toBe(expected);
  });

  it('counts days across the clocks changing', () => {
    expect(daysBetween('2026-03-28', '2026-03-30')).toBe(2);
  });

  it('finds Mondays and payment days', () => {
    expect(startOfWeek('2026-03-15')).toBe('2026-03-09');
    expect(startOfWeek('2026-03-09')).toBe('2026-03-09');
    expect(nextDayOfMonth('2026-03-15', 15)).toBe('2026-03-15');
    expect(nextDayOfMonth('2026-03-16', 15)).toBe('2026-04-15');
    expect(nextDayOfMonth('2026-12-20', 3)).toBe('2027-01-03');
  });
});
