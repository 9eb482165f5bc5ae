import { evReminderDateProblem, latestEvReminderDate } from './ev-reminders';

describe('EV reminder dates', () => {
  it.each([
    ['2026-03-15', '2028-03-15'],
    ['2028-02-29', '2030-02-28'],
    ['2026-12-31', '2028-12-31'],
  ])('from %s the latest date is %s', (today, latest) => {
    expect(latestEvReminderDate(today)).toBe(latest);
  });

  it.each([
    ['2026-03-14', 'Choose today or a later date'],
    ['2026-03-15', null],
    ['2028-03-15', null],
    ['2028-03-16', 'Choose a date within the next 2 years'],
  ])('on 15 March 2026, %s → %s', (remindOn, problem) => {
    expect(evReminderDateProblem(remindOn, '2026-03-15')).toBe(problem);
  });
});
