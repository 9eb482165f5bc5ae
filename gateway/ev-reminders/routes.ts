import { createEvReminder, evReminderDateProblem } from '@/lib/gateway/contract/ev-reminders';
import { londonToday } from '@/lib/iso-date';
import { execute, sql } from '../db/sql';
import { unprocessable } from '../http/http-error';
import type { GatewayRouter } from '../http/router';

export function evReminderRoutes(router: GatewayRouter): void {
  router.add(createEvReminder, async ({ body, deps }) => {
    const now = deps.now();
    const problem = evReminderDateProblem(body.remindOn, londonToday(now));
    if (problem) throw unprocessable(problem, 'body.remindOn');

    // One reminder per email: signing up again moves the date and renews the consent.
    const at = now.toISOString();
    await execute(
      deps.database,
      sql`INSERT INTO ev_reminders (email, remind_on, consented_at, created_at, updated_at)
          VALUES (${body.email}, ${body.remindOn}, ${at}, ${at}, ${at})
          ON CONFLICT (lower(email)) DO UPDATE
            SET remind_on = excluded.remind_on, consented_at = excluded.consented_at,
                updated_at = excluded.updated_at`,
    );
    return { email: body.email, remindOn: body.remindOn };
  });
}
