import { expressionBuilder } from 'kysely';
import type { Tables } from '../db/schema';
import { execute, type Executor } from '../db/sql';

/** The table's unique index: one reminder per email, whatever its case. */
const lowerEmail = expressionBuilder<Tables, 'ev_reminders'>().fn('lower', ['email']);

/**
 * Keeps a reminder for the email: signing up again moves the date and renews the consent.
 */
export async function keepEvReminder(
  db: Executor,
  email: string,
  remindOn: string,
  at: string,
): Promise<void> {
  await execute(
    db,
    db
      .insertInto('ev_reminders')
      .values({ email, remind_on: remindOn, consented_at: at, created_at: at, updated_at: at })
      .onConflict((conflict) =>
        conflict.expression(lowerEmail).doUpdateSet((eb) => ({
          remind_on: eb.ref('excluded.remind_on'),
          consented_at: eb.ref('excluded.consented_at'),
          updated_at: eb.ref('excluded.updated_at'),
        })),
      ),
  );
}
