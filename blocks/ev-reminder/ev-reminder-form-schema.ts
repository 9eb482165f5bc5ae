import { z } from 'zod';
import { londonIsoDate } from '@/lib/format-date';
import { isoDate } from '@/lib/gateway/contract/common';
import { evReminderDateProblem } from '@/lib/gateway/contract/ev-reminder-dates';
import { evReminderRequest } from '@/lib/gateway/contract/ev-reminders';

/** The gateway's request, checked against the day it is checked on in the UK before it is sent. */
export const evReminderFormSchema = evReminderRequest.extend({
  remindOn: z
    .string()
    .min(1, { error: 'Choose the day you would like your reminder' })
    .pipe(isoDate)
    .superRefine((remindOn, context) => {
      const problem = evReminderDateProblem(remindOn, londonIsoDate(new Date().toISOString()));
      if (problem) context.addIssue({ code: 'custom', message: problem });
    }),
});
