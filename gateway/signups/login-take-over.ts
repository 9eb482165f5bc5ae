import { retireResetLinks } from '../account-security/password-resets';
import { markLoginConfirmed } from '../account-security/login-confirmations';
import { setPasswordHash } from '../account-security/queries';
import { recordSecurityEvent, type EventSource } from '../account-security/security-events';
import { clearLockoutOf } from '../auth/lockout';
import { endSessionsOf } from '../auth/live-sessions';
import { inTransaction, type Executor } from '../db/sql';

/**
 * A sign-up accepted through the link to a login's email takes over a login whose email had
 * never been confirmed: nobody had proved that whoever chose its password owns the inbox, and
 * the sign-up's owner now has. The sign-up's password becomes the login's (in its security
 * events), every session and reset link of the login ends, its lockout is lifted, and its email
 * counts as confirmed.
 */
export function takeOverLogin(
  db: Executor,
  login: { customerId: number; email: string },
  passwordHash: string,
  source: EventSource,
  now: Date,
): Promise<void> {
  return inTransaction(db, async (transaction) => {
    await setPasswordHash(transaction, login.customerId, passwordHash);
    await endSessionsOf(transaction, login.customerId, null, now);
    await retireResetLinks(transaction, login.customerId, now);
    await clearLockoutOf(transaction, login.email);
    await markLoginConfirmed(transaction, login.customerId, now);
    await recordSecurityEvent(transaction, {
      customerId: login.customerId,
      kind: 'password-changed',
      at: now,
      source,
      detail: 'sign-up',
    });
  });
}
