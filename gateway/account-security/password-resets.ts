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
import type { Db } from '../db/database';
import { execute, queryOne } from '../db/query';
import type { GatewayDeps } from '../deps';
import { unprocessable } from '../http/http-error';
import { MAIL_LINKS, passwordChanged, passwordResetLink, siteLink } from '../mail/messages';

const MINUTE_MS = 60 * 1000;
const LINK_LIFETIME_MS = RESET_LINK_MINUTES * MINUTE_MS;

/** Reset emails to one customer an hour; past it, requests are answered alike and send none. */
export const RESET_EMAILS_PER_HOUR = 3;

/** A reset token is kept only as this keyed hash of it. */
export const resetTokenHash = (keyedHash: KeyedHash, token: string) =>
  keyedHash('password-reset', token);

/** Keeps a reset link's token (as its hash) for a customer, for 30 minutes from `now`. */
export function storeResetToken(db: Db, tokenHash: string, customerId: number, now: Date): void {
  execute(
    db,
    `INSERT INTO password_resets (token_hash, customer_id, created_at, expires_at)
     VALUES (?, ?, ?, ?)`,
    tokenHash,
    customerId,
    now.toISOString(),
    new Date(now.getTime() + LINK_LIFETIME_MS).toISOString(),
  );
}

const customerRow = z.object({
  id: z.number().int(),
  email: z.string(),
  firstName: z.string(),
  lastName: z.string(),
});
export type ResetCustomer = z.infer<typeof customerRow>;

const CUSTOMER_COLUMNS = 'c.id, c.email, c.first_name AS firstName, c.last_name AS lastName';

export function customerById(db: Db, id: number): ResetCustomer | undefined {
  return queryOne(db, customerRow, `SELECT ${CUSTOMER_COLUMNS} FROM customers c WHERE id = ?`, id);
}

function customerByEmail(db: Db, email: string): ResetCustomer | undefined {
  return queryOne(
    db,
    customerRow,
    `SELECT ${CUSTOMER_COLUMNS} FROM customers c WHERE email = ?`,
    email,
  );
}

function resetsSince(db: Db, customerId: number, since: Date): number {
  const row = queryOne(
    db,
    z.object({ count: z.number() }),
    'SELECT count(*) AS count FROM password_resets WHERE customer_id = ? AND created_at > ?',
    customerId,
    since.toISOString(),
  );
  return row?.count ?? 0;
}

/** Links not yet used stop working once the password changes, however it changed. */
export function retireResetLinks(db: Db, customerId: number, now: Date): void {
  execute(
    db,
    'UPDATE password_resets SET used_at = ? WHERE customer_id = ? AND used_at IS NULL',
    now.toISOString(),
    customerId,
  );
}

/**
 * Emails a one-time link to the customer with this email, if there is one. An unknown email
 * costs the same token and hash and gets the same answer, so neither says which emails have
 * accounts; the email itself is delivered after the answer (deps.mailer).
 */
export function sendResetLink(deps: GatewayDeps, email: string): void {
  const now = deps.now();
  const token = randomBytes(32).toString('base64url');
  const tokenHash = resetTokenHash(deps.keyedHash, token);
  const customer = customerByEmail(deps.db, email);
  if (!customer) return;
  const anHourAgo = new Date(now.getTime() - 60 * MINUTE_MS);
  if (resetsSince(deps.db, customer.id, anHourAgo) >= RESET_EMAILS_PER_HOUR) return;
  // In the fragment, which browsers send to no server and in no Referer.
  const link = siteLink(deps.siteUrl, `${MAIL_LINKS.resetPassword}#token=${token}`);
  deps.db.transaction(() => {
    storeResetToken(deps.db, tokenHash, customer.id, now);
    deps.mailer.send(passwordResetLink(customer, link));
  })();
}

const usableReset = (deps: GatewayDeps, tokenHash: string, now: Date) =>
  queryOne(
    deps.db,
    customerRow,
    `SELECT ${CUSTOMER_COLUMNS} FROM password_resets r JOIN customers c ON c.id = r.customer_id
      WHERE r.token_hash = ? AND r.used_at IS NULL AND r.expires_at > ?`,
    tokenHash,
    now.toISOString(),
  );

/**
 * Sets a new password with a reset link's token, once: every session of the customer ends,
 * the lockout of their email is lifted, and they are told by email.
 */
export async function resetPassword(
  deps: GatewayDeps,
  token: string,
  password: string,
): Promise<void> {
  const now = deps.now();
  const tokenHash = resetTokenHash(deps.keyedHash, token);
  const expired = () => unprocessable(RESET_LINK_EXPIRED_MESSAGE, 'body.token');
  const customer = usableReset(deps, tokenHash, now);
  if (!customer) throw expired();
  assertHardToGuess(
    password,
    [customer.email, customer.firstName, customer.lastName],
    'body.password',
  );
  const passwordHash = await deps.passwords.hash(password);

  deps.db.transaction(() => {
    // Hashing took a moment: the link may have been used meanwhile.
    if (!usableReset(deps, tokenHash, now)) throw expired();
    retireResetLinks(deps.db, customer.id, now);
    execute(
      deps.db,
      'UPDATE customers SET password_hash = ? WHERE id = ?',
      passwordHash,
      customer.id,
    );
    endSessionsOf(deps.db, customer.id, null, now);
    clearLockoutOf(deps.db, customer.email);
    deps.mailer.send(passwordChanged(customer, 'reset', now, deps.siteUrl));
  })();
}
