import {
  RESET_LINK_EXPIRED_MESSAGE,
  RESET_LINK_MINUTES,
} from '@/lib/gateway/contract/password-rules';
import { clearLockoutOf } from '../auth/lockout';
import { assertHardToGuess } from '../auth/password-strength';
import { endSessionsOf } from '../auth/live-sessions';
import { inTransaction, type Executor } from '../db/sql';
import type { GatewayDeps } from '../deps';
import { MAIL_LINKS, passwordChanged, passwordResetLink } from '../mail/messages';
import { emailedLinks } from './emailed-links';
import { markLoginConfirmed } from './login-confirmations';
import { customerByEmail, resetLinksSince, setPasswordHash } from './queries';
import { recordSecurityEvent, type EventSource } from './security-events';

const MINUTE_MS = 60 * 1000;
const LINK_LIFETIME_MS = RESET_LINK_MINUTES * MINUTE_MS;

/** Reset emails to one customer an hour; past it, requests are answered alike and send none. */
export const RESET_EMAILS_PER_HOUR = 3;

export const resetLinks = emailedLinks({
  table: 'password_resets',
  purpose: 'password-reset',
  lifetimeMs: LINK_LIFETIME_MS,
  expiredMessage: RESET_LINK_EXPIRED_MESSAGE,
});

/** Links not yet used stop working once the password changes, however it changed. */
export const retireResetLinks = (db: Executor, customerId: number, now: Date) =>
  resetLinks.retireAllOf(db, customerId, now);

/**
 * Asks for a reset link to be emailed to `email`, if it has a login; the request is answered
 * the same way, after the same work, whether or not it has one.
 *
 * The answer does not wait for anything that depends on the email: looking it up, the hourly
 * limit, the token, its row and the email are all left until the answer has gone
 * (deps.afterAnswer). Before answering, every request does exactly this, so the answer's time
 * cannot tell which emails have logins, on a quiet server or a busy one. The alternatives
 * would leak: doing the work for a known email only, or doing "the same" work for both (a
 * decoy write for nobody), leaves a difference of work that an attacker can average out over
 * many requests; a fixed floor delay hides it only while the work is shorter than the floor,
 * which a busy database does not promise. (The endpoint is not idempotent, so deps.database
 * is the database itself, which the work can still use once the request is over.)
 */
export function requestResetLink(deps: GatewayDeps, email: string): void {
  const requestedAt = deps.now();
  deps.afterAnswer.run('A password reset request', () => sendResetLink(deps, email, requestedAt));
}

/**
 * Emails a one-time link to the customer with this email, if there is one and they have had
 * fewer than RESET_EMAILS_PER_HOUR in the hour before `now`. The check and the writes share
 * one transaction, since requests left until after their answers may run at the same time.
 */
async function sendResetLink(deps: GatewayDeps, email: string, now: Date): Promise<void> {
  const anHourAgo = new Date(now.getTime() - 60 * MINUTE_MS);
  await inTransaction(deps.database, async (transaction) => {
    const customer = await customerByEmail(transaction, email);
    if (!customer) return;
    if ((await resetLinksSince(transaction, customer.id, anHourAgo)) >= RESET_EMAILS_PER_HOUR)
      return;
    const link = await resetLinks.create(deps, transaction, {
      customerId: customer.id,
      path: MAIL_LINKS.resetPassword,
      now,
    });
    await deps.mailer.send(transaction, passwordResetLink(customer, link));
  });
}

/**
 * Sets a new password with a reset link's token, once: every session of the customer ends,
 * the login's email counts as confirmed, the lockout of their email is lifted, it is in their
 * security events, and they are told by email.
 */
export async function resetPassword(
  deps: GatewayDeps,
  token: string,
  password: string,
  source: EventSource,
): Promise<void> {
  const now = deps.now();
  const { owner: customer, tokenHash } = await resetLinks.follow(deps, token, now);
  assertHardToGuess(
    password,
    [customer.email, customer.firstName, customer.lastName],
    'body.password',
  );
  const passwordHash = await deps.passwords.hash(password);
  await inTransaction(deps.database, async (transaction) => {
    // Hashing took a moment: the link may have been used meanwhile.
    await resetLinks.use(transaction, tokenHash, now);
    await retireResetLinks(transaction, customer.id, now);
    await setPasswordHash(transaction, customer.id, passwordHash);
    await endSessionsOf(transaction, customer.id, null, now);
    // The link went to the login's email, and its owner chose the password: it is theirs.
    await markLoginConfirmed(transaction, customer.id, now);
    await clearLockoutOf(transaction, customer.email);
    await recordSecurityEvent(transaction, {
      customerId: customer.id,
      kind: 'password-reset',
      at: now,
      source,
    });
    await deps.mailer.send(transaction, passwordChanged(customer, 'reset', now, deps.siteUrl));
  });
}
