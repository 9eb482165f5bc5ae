import type { Context } from 'hono';
import { eventSourceOf, recordWrongPassword } from '../account-security/security-events';
import { writeWhateverTheOutcome } from '../db/sql';
import type { GatewayDeps } from '../deps';
import { unprocessable } from '../http/http-error';
import { credentialsOf } from './credentials';
import { assertNotLockedOut, clearFailedLogins, loginAttempt } from './lockout';

export const WRONG_CURRENT_PASSWORD =
  'That is not your current password. Enter the password you use to log in.';

/**
 * A signed-in customer proves it is still them before a change that could take the account
 * over or move its money (a new login email, a new bank account for the Direct Debit). A wrong password counts towards the login lockout of their email
 * from this client, so a stolen session cannot be used to guess it, and is in their security
 * events.
 */
export async function confirmCurrentPassword(
  deps: GatewayDeps,
  c: Context,
  customer: { id: number; email: string },
  password: string,
  field: string,
): Promise<void> {
  const now = deps.now();
  const attempt = loginAttempt(deps, c, customer.email);
  await assertNotLockedOut(deps.database, attempt, now);
  const stored = await credentialsOf(deps.database, { id: customer.id });
  if (!(await deps.passwords.verify(stored?.passwordHash, password))) {
    // Counted and recorded even where the request's own transaction (an idempotent one) is
    // rolled back.
    const failure = {
      customerId: customer.id,
      source: eventSourceOf(deps, c),
      at: now,
      detail: 'current-password',
    };
    await writeWhateverTheOutcome(deps.database, (db) => recordWrongPassword(db, attempt, failure));
    throw unprocessable(WRONG_CURRENT_PASSWORD, field);
  }
  await clearFailedLogins(deps.database, attempt);
}
