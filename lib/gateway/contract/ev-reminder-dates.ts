// Free of zod, so the reminder's form can show its dates before its check loads.

/** How far ahead a reminder may be set. */
export const EV_REMINDER_MAX_YEARS = 2;

export const EV_REMINDER_DATE_MESSAGES = {
  past: 'Choose today or a later date',
  tooFar: `Choose a date within the next ${EV_REMINDER_MAX_YEARS} years`,
} as const;

/** The last day a reminder may be set for: the same day two years on (28 Feb for 29 Feb). */
export function latestEvReminderDate(today: string): string {
  const year = Number(today.slice(0, 4)) + EV_REMINDER_MAX_YEARS;
  const monthDay = today.slice(5);
  const isLeap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
  return `${year}-${monthDay === '02-29' && !isLeap ? '02-28' : monthDay}`;
}

/** Why a reminder date cannot be used, or null when it can (dates are YYYY-MM-DD, London). */
export function evReminderDateProblem(remindOn: string, today: string): string | null {
  if (remindOn < today) return EV_REMINDER_DATE_MESSAGES.past;
  if (remindOn > latestEvReminderDate(today)) return EV_REMINDER_DATE_MESSAGES.tooFar;
  return null;
}
