import * as evReminders from './contract/ev-reminders';
import { gateway, type CallOptions } from './client';

export const createEvReminder = (body: evReminders.EvReminderRequest, options?: CallOptions) =>
  gateway.call(evReminders.createEvReminder, { body }, options);
