import { createEvReminder, evReminderDateProblem } from '@/lib/gateway/contract/ev-reminders';
import { londonToday } from '@/lib/iso-date';
import { execute } from '../db/query';
import { unprocessable } from '../http/http-error';
import type { GatewayRouter } from '../http/router';

export function evReminderRoutes(router: GatewayRouter): void {
  router.add(createEvReminder, ({ body, deps }) => {
    const now = deps.now();
    const problem = evReminderDateProblem(body.remindOn, londonToday(now));
    if (problem) throw unprocessable(problem, 'body.remindOn');

    // One reminder per email: signing up again moves the date and renews the consent.
    execute(
      deps.db,
      `INSERT INTO ev_reminders (email, remind_on, consented_at, created_at, updated_at)
       VALUES (@email, @remindOn, @now, @now, @now)
       ON CONFLICT (email) DO UPDATE
         SET remind_on = excluded.remind_on, consented_at = excluded.consented_at,
             updated_at = excluded.updated_at`,
      { email: body.email, remindOn: body.remindOn, now: now.toISOString() },
    );
    return { email: body.email, remindOn: body.remindOn };
  });
}
