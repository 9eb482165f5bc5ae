import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import {
  RESET_LINK_EXPIRED_MESSAGE,
  RESET_LINK_MINUTES,
} from '@/lib/gateway/contract/password-rules';
import type { KeyedHash } from '../auth/keyed-hash';
import { clearLockoutOf } from '../auth/lockout';
import { assertHardToGuess } from '../auth/password-strength';
import { endSessionsOf } from '../auth/sessions';
import { execute, inTransaction, queryOne, queryValue, sql, type Executor } from '../db/sql';
import type { GatewayDeps } from '../deps';
import { unprocessable } from '../http/http-error';
import { MAIL_LINKS, passwordChanged, passwordResetLink, siteLink } from '../mail/messages';
import { markLoginConfirmed } from './login-confirmations';
import { recordSecurityEvent, type EventSource } from './security-events';

const MINUTE_MS = 60 * 1000;
const LINK_LIFETIME_MS = RESET_LINK_MINUTES * MINUTE_MS;

/** Reset emails to one customer an hour; past it, requests are answered alike and send none. */
export const RESET_EMAILS_PER_HOUR = 3;

/** A reset token is kept only as this keyed hash of it. */
export const resetTokenHash = (keyedHash: KeyedHash, token: string) =>
  keyedHash('password-reset', token);

/** Keeps a reset link's token (as its hash) for a customer, for 30 minutes from `now`. */
export async function storeResetToken(
  db: Executor,
  tokenHash: string,
  customerId: number,
  now: Date,
): Promise<void> {
  await execute(
    db,
    sql`INSERT INTO password_resets (token_hash, customer_id, created_at, expires_at)
        VALUES (${tokenHash}, ${customerId}, ${now.toISOString()},
                ${new Date(now.getTime() + LINK_LIFETIME_MS).toISOString()})`,
  );
}

const customerRow = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type ResetCustomer = z.infer<typeof customerRow>;

const CUSTOMER_COLUMNS = sql`c.id, c.email, c.first_name AS "firstName", c.last_name AS "lastName"`;

export function customerById(db: Executor, id: number): Promise<ResetCustomer | undefined> {
  return queryOne(
    db,
    customerRow,
    sql`SELECT ${CUSTOMER_COLUMNS} FROM customers c WHERE id = ${id}`,
  );
}

function customerByEmail(db: Executor, email: string): Promise<ResetCustomer | undefined> {
  return queryOne(
    db,
    customerRow,
    sql`SELECT ${CUSTOMER_COLUMNS} FROM customers c WHERE lower(email) = lower(${email})`,
  );
}

async function resetsSince(db: Executor, customerId: number, since: Date): Promise<number> {
  const count = await queryValue(
    db,
    z.number(),
    sql`SELECT count(*) FROM password_resets
         WHERE customer_id = ${customerId} AND created_at > ${since.toISOString()}`,
  );
  return count ?? 0;
}

/** Links not yet used stop working once the password changes, however it changed. */
export async function retireResetLinks(db: Executor, customerId: number, now: Date): Promise<void> {
  await execute(
    db,
    sql`UPDATE password_resets SET used_at = ${now.toISOString()}
         WHERE customer_id = ${customerId} AND used_at IS NULL`,
  );
}

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
    if ((await resetsSince(transaction, customer.id, anHourAgo)) >= RESET_EMAILS_PER_HOUR) return;
    const token = randomBytes(32).toString('base64url');
    // In the fragment, which browsers send to no server and in no Referer.
    const link = siteLink(deps.siteUrl, `${MAIL_LINKS.resetPassword}#token=${token}`);
    await storeResetToken(transaction, resetTokenHash(deps.keyedHash, token), customer.id, now);
    await deps.mailer.send(transaction, passwordResetLink(customer, link));
  });
}

const usableReset = (db: Executor, tokenHash: string, now: Date) =>
  queryOne(
    db,
    customerRow,
    sql`SELECT ${CUSTOMER_COLUMNS}
          FROM password_resets r JOIN customers c ON c.id = r.customer_id
         WHERE r.token_hash = ${tokenHash} AND r.used_at IS NULL
           AND r.expires_at > ${now.toISOString()}`,
  );

/**
 * Marks a usable link used; false when it no longer is. One conditional UPDATE, so of two
 * racing uses only one succeeds, on PostgreSQL too, where the loser's UPDATE waits for the
 * winner's commit and then finds the link used.
 */
async function claimResetLink(db: Executor, tokenHash: string, now: Date): Promise<boolean> {
  const { changes } = await execute(
    db,
    sql`UPDATE password_resets SET used_at = ${now.toISOString()}
         WHERE token_hash = ${tokenHash} AND used_at IS NULL
           AND expires_at > ${now.toISOString()}`,
  );
  return changes === 1;
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
  const tokenHash = resetTokenHash(deps.keyedHash, token);
  const expired = () => unprocessable(RESET_LINK_EXPIRED_MESSAGE, 'body.token');
  const customer = await usableReset(deps.database, tokenHash, now);
  if (!customer) throw expired();
  assertHardToGuess(
    password,
    [customer.email, customer.firstName, customer.lastName],
    'body.password',
  );
  const passwordHash = await deps.passwords.hash(password);
  await inTransaction(deps.database, async (transaction) => {
    // Hashing took a moment: the link may have been used meanwhile.
    if (!(await claimResetLink(transaction, tokenHash, now))) throw expired();
    await retireResetLinks(transaction, customer.id, now);
    await execute(
      transaction,
      sql`UPDATE customers SET password_hash = ${passwordHash} WHERE id = ${customer.id}`,
    );
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
