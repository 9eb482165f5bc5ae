import { createEvReminder, evReminderDateProblem } from '@/lib/gateway/contract/ev-reminders';
import { londonToday } from '@/lib/iso-date';
import { unprocessable } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { keepEvReminder } from './queries';

export function evReminderRoutes(router: GatewayRouter): void {
  router.add(createEvReminder, async ({ body, deps }) => {
    const now = deps.now();
    const problem = evReminderDateProblem(body.remindOn, londonToday(now));
    if (problem) throw unprocessable(problem, 'body.remindOn');

    await keepEvReminder(deps.database, body.email, body.remindOn, now.toISOString());
    return { email: body.email, remindOn: body.remindOn };
  });
}
