import type { Context } from 'hono';
import { z } from 'zod';
import type { LoginConfirmed } from '@/lib/gateway/contract/account-security';
import {
  LOGIN_CONFIRMATION_EXPIRED_MESSAGE,
  SIGNUP_LINK_DAYS,
} from '@/lib/gateway/contract/signup-links';
import { confirmCurrentPassword } from '../auth/confirm-password';
import { execute, inTransaction, queryOne, type Executor } from '../db/sql';
import type { GatewayDeps } from '../deps';
import { MAIL_LINKS } from '../mail/messages';
import { emailedLinks } from './emailed-links';

/**
 * Whether a login's email is its owner's (issue 42 item 2). A sign-up's new login works at once
 * but is unconfirmed until the link in its welcome email is followed, with the password chosen
 * at sign-up: the link proves the inbox, the password that whoever chose it owns that inbox.
 * A password reset (a link to the inbox, and a password its owner chose) confirms a login too,
 * and so does accepting a later sign-up with its email, which takes it over.
 */

export const confirmationLinks = emailedLinks({
  table: 'email_confirmations',
  purpose: 'login-confirmation',
  lifetimeMs: SIGNUP_LINK_DAYS * 24 * 60 * 60 * 1000,
  expiredMessage: LOGIN_CONFIRMATION_EXPIRED_MESSAGE,
});

/** A new welcome link for a login, kept through `db` (the sign-up's transaction). */
export function newLoginConfirmationLink(
  deps: GatewayDeps,
  db: Executor,
  customerId: number,
  now: Date,
): Promise<string> {
  return confirmationLinks.create(deps, db, {
    customerId,
    path: MAIL_LINKS.confirmLogin,
    now,
  });
}

/** Whether the login's owner has shown the email is theirs. */
export async function isLoginConfirmed(db: Executor, customerId: number): Promise<boolean> {
  const login = await queryOne(
    db,
    z.object({ confirmedAt: z.string().nullable() }),
    db.selectFrom('customers').select('confirmed_at as confirmedAt').where('id', '=', customerId),
  );
  return login?.confirmedAt != null;
}

/** Confirms a login (if it is not yet), and its welcome links stop working. */
export function markLoginConfirmed(db: Executor, customerId: number, now: Date): Promise<void> {
  return inTransaction(db, async (transaction) => {
    await execute(
      transaction,
      transaction
        .updateTable('customers')
        .set({ confirmed_at: now.toISOString() })
        .where('id', '=', customerId)
        .where('confirmed_at', 'is', null),
    );
    await confirmationLinks.retireAllOf(transaction, customerId, now);
  });
}

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
  const { owner: login, tokenHash } = await confirmationLinks.follow(deps, token, now);
  await confirmCurrentPassword(deps, c, login, password, 'body.password');
  await inTransaction(deps.database, async (transaction) => {
    // Checking the password took a moment: the link may have been used meanwhile.
    await confirmationLinks.use(transaction, tokenHash, now);
    await markLoginConfirmed(transaction, login.id, now);
  });
  return { email: login.email };
}
