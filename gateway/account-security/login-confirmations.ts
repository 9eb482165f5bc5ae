import { randomBytes } from 'node:crypto';
import type { Context } from 'hono';
import { z } from 'zod';
import type { LoginConfirmed } from '@/lib/gateway/contract/account-security';
import {
  LOGIN_CONFIRMATION_EXPIRED_MESSAGE,
  SIGNUP_LINK_DAYS,
} from '@/lib/gateway/contract/signup-links';
import type { KeyedHash } from '../auth/keyed-hash';
import { confirmCurrentPassword } from '../auth/confirm-password';
import { execute, inTransaction, queryOne, sql, type Executor } from '../db/sql';
import type { GatewayDeps } from '../deps';
import { unprocessable } from '../http/http-error';
import { MAIL_LINKS, siteLink } from '../mail/messages';

/**
 * Whether a login's email is its owner's (issue 42 item 2). A sign-up's new login works at once
 * but is unconfirmed until the link in its welcome email is followed, with the password chosen
 * at sign-up: the link proves the inbox, the password that whoever chose it owns that inbox.
 * A password reset (a link to the inbox, and a password its owner chose) confirms a login too,
 * and so does accepting a later sign-up with its email, which takes it over.
 */

const LINK_LIFETIME_MS = SIGNUP_LINK_DAYS * 24 * 60 * 60 * 1000;

/** A welcome link's token is kept only as this keyed hash of it. */
export const loginConfirmationTokenHash = (keyedHash: KeyedHash, token: string) =>
  keyedHash('login-confirmation', token);

/** Keeps a welcome link's token (as its hash) for a login, for 7 days from `now`. */
export async function storeLoginConfirmation(
  db: Executor,
  tokenHash: string,
  customerId: number,
  now: Date,
): Promise<void> {
  await execute(
    db,
    sql`INSERT INTO email_confirmations (token_hash, customer_id, created_at, expires_at)
        VALUES (${tokenHash}, ${customerId}, ${now.toISOString()},
                ${new Date(now.getTime() + LINK_LIFETIME_MS).toISOString()})`,
  );
}

/** A new welcome link for a login, kept through `db` (the sign-up's transaction). */
export async function newLoginConfirmationLink(
  deps: GatewayDeps,
  db: Executor,
  customerId: number,
  now: Date,
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await storeLoginConfirmation(
    db,
    loginConfirmationTokenHash(deps.keyedHash, token),
    customerId,
    now,
  );
  // In the fragment, which browsers send to no server and in no Referer.
  return siteLink(deps.siteUrl, `${MAIL_LINKS.confirmLogin}#token=${token}`);
}

/** Whether the login's owner has shown the email is theirs. */
export async function isLoginConfirmed(db: Executor, customerId: number): Promise<boolean> {
  const login = await queryOne(
    db,
    z.object({ confirmedAt: z.string().nullable() }),
    sql`SELECT confirmed_at AS "confirmedAt" FROM customers WHERE id = ${customerId}`,
  );
  return login?.confirmedAt != null;
}

/** Confirms a login (if it is not yet), and its welcome links stop working. */
export async function markLoginConfirmed(
  db: Executor,
  customerId: number,
  now: Date,
): Promise<void> {
  await execute(
    db,
    sql`UPDATE customers SET confirmed_at = ${now.toISOString()}
         WHERE id = ${customerId} AND confirmed_at IS NULL`,
  );
  await execute(
    db,
    sql`UPDATE email_confirmations SET used_at = ${now.toISOString()}
         WHERE customer_id = ${customerId} AND used_at IS NULL`,
  );
}

const usableLink = (db: Executor, tokenHash: string, now: Date) =>
  queryOne(
    db,
    z.object({ id: z.number().int(), email: z.string() }),
    sql`SELECT c.id, c.email
          FROM email_confirmations e JOIN customers c ON c.id = e.customer_id
         WHERE e.token_hash = ${tokenHash} AND e.used_at IS NULL
           AND e.expires_at > ${now.toISOString()}`,
  );

/**
 * Confirms the login a welcome link was sent for, once, given the login's password. A wrong
 * password counts towards the lockout of its email, as a login would.
 */
export async function confirmLogin(
  deps: GatewayDeps,
  c: Context,
  token: string,
  password: string,
): Promise<LoginConfirmed> {
  const now = deps.now();
  const tokenHash = loginConfirmationTokenHash(deps.keyedHash, token);
  const expired = () => unprocessable(LOGIN_CONFIRMATION_EXPIRED_MESSAGE, 'body.token');
  const login = await usableLink(deps.database, tokenHash, now);
  if (!login) throw expired();
  await confirmCurrentPassword(deps, c, login, password, 'body.password');
  await inTransaction(deps.database, async (transaction) => {
    // Checking the password took a moment: the link may have been used meanwhile.
    const { changes } = await execute(
      transaction,
      sql`UPDATE email_confirmations SET used_at = ${now.toISOString()}
           WHERE token_hash = ${tokenHash} AND used_at IS NULL
             AND expires_at > ${now.toISOString()}`,
    );
    if (changes !== 1) throw expired();
    await markLoginConfirmed(transaction, login.id, now);
  });
  return { email: login.email };
}
