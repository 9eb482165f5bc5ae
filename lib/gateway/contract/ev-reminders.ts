import { z } from 'zod';
import { emailAddress, isoDate } from './common';
import { defineEndpoint } from './endpoint';

export {
  EV_REMINDER_DATE_MESSAGES,
  EV_REMINDER_MAX_YEARS,
  evReminderDateProblem,
  latestEvReminderDate,
} from './ev-reminder-dates';

export const evReminderRequest = z
  .strictObject({
    email: emailAddress,
    /** The day to send the reminder: today or later, within two years (Europe/London). */
    remindOn: isoDate,
    consent: z.literal(true, { error: 'Tick the box so that we can email you your reminder' }),
  })
  .meta({ id: 'EvReminderRequest' });
export type EvReminderRequest = z.input<typeof evReminderRequest>;

export const evReminder = z
  .object({ email: z.email(), remindOn: isoDate })
  .meta({ id: 'EvReminder' });
export type EvReminder = z.infer<typeof evReminder>;

export const createEvReminder = defineEndpoint({
  method: 'post',
  path: '/api/v1/ev-reminders',
  summary:
    'Ask for an email about switching to the EV tariff on a chosen day; the same email again moves the date',
  tag: 'ev-reminders',
  auth: 'none',
  body: evReminderRequest,
  response: evReminder,
  status: 200,
  errors: [422, 429],
});
