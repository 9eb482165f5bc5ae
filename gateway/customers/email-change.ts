import { randomBytes } from 'node:crypto';
import { z } from 'zod';
import type { EmailChanged } from '@/lib/gateway/contract/account-security';
import {
  EMAIL_LINK_EXPIRED_MESSAGE,
  EMAIL_LINK_HOURS,
  EMAIL_TAKEN_SINCE_MESSAGE,
  type Customer,
} from '@/lib/gateway/contract/customer';
import { recordSecurityEvent, type EventSource } from '../account-security/security-events';
import type { KeyedHash } from '../auth/keyed-hash';
import { execute, inTransaction, queryAll, queryOne, type Executor } from '../db/sql';
import { equalsIgnoringCase } from '../db/ignoring-case';
import type { GatewayDeps } from '../deps';
import { conflict, unprocessable } from '../http/http-error';
import { tooManyRequests } from '../http/too-many-requests';
import { confirmNewEmail, emailChanged, MAIL_LINKS, siteLink } from '../mail/messages';
import { ownerOfEmail, tellOwnerOfEmail } from './email-in-use';

const LINK_LIFETIME_MS = EMAIL_LINK_HOURS * 60 * 60 * 1000;

/** Confirmation emails a login may ask for in an hour, and an address may be sent in one. */
export const EMAIL_CHANGE_LIMITS = { perLogin: 3, perAddress: 1, windowMs: 60 * 60 * 1000 };

const startsWithin = z.object({ createdAt: z.string() });

/**
 * Refuses a change of email past its limits, before anything is written: 3 confirmation
 * emails an hour for a login, and 1 an hour to any one address, so nobody can fill a stranger's
 * inbox through us. A 429 says when to try again.
 */
export async function assertEmailChangeAllowed(
  deps: GatewayDeps,
  customerId: number,
  newEmail: string,
): Promise<void> {
  const now = deps.now();
  const since = new Date(now.getTime() - EMAIL_CHANGE_LIMITS.windowMs).toISOString();
  const retryAfter = (createdAt: string) =>
    Date.parse(createdAt) + EMAIL_CHANGE_LIMITS.windowMs - now.getTime();
  const byLogin = await queryAll(
    deps.database,
    startsWithin,
    deps.database
      .selectFrom('email_changes')
      .select('created_at as createdAt')
      .where('customer_id', '=', customerId)
      .where('created_at', '>', since)
      .orderBy('created_at', 'desc')
      .limit(EMAIL_CHANGE_LIMITS.perLogin),
  );
  if (byLogin.length >= EMAIL_CHANGE_LIMITS.perLogin) {
    throw tooManyRequests(
      retryAfter(byLogin.at(-1)!.createdAt),
      (wait) =>
        `You have asked to change your email ${EMAIL_CHANGE_LIMITS.perLogin} times in the last hour. Please try again in ${wait}.`,
    );
  }
  const toAddress = await queryOne(
    deps.database,
    startsWithin,
    deps.database
      .selectFrom('email_changes')
      .select('created_at as createdAt')
      .where((eb) => equalsIgnoringCase(eb, 'new_email', newEmail))
      .where('created_at', '>', since)
      .orderBy('created_at', 'desc')
      .limit(1),
  );
  if (toAddress) {
    throw tooManyRequests(
      retryAfter(toAddress.createdAt),
      (wait) =>
        `We emailed ${newEmail} less than an hour ago. Please use the link in that email, or try again in ${wait}.`,
    );
  }
}

/** A confirmation link's token is kept only as this keyed hash of it. */
export const emailChangeTokenHash = (keyedHash: KeyedHash, token: string) =>
  keyedHash('email-change', token);

async function retireLinks(db: Executor, customerId: number, now: Date): Promise<void> {
  await execute(
    db,
    db
      .updateTable('email_changes')
      .set({ used_at: now.toISOString() })
      .where('customer_id', '=', customerId)
      .where('used_at', 'is', null),
  );
}

/** Keeps a confirmation link's token (as its hash) for 24 hours from `now`, retiring older ones. */
export function storeEmailChange(
  db: Executor,
  tokenHash: string,
  customerId: number,
  newEmail: string,
  now: Date,
): Promise<void> {
  return inTransaction(db, async (transaction) => {
    await retireLinks(transaction, customerId, now);
    await execute(
      transaction,
      transaction.insertInto('email_changes').values({
        token_hash: tokenHash,
        customer_id: customerId,
        new_email: newEmail,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + LINK_LIFETIME_MS).toISOString(),
      }),
    );
  });
}

/** The newest email the customer asked to move their login to, and until when its link works. */
export async function pendingEmailOf(
  db: Executor,
  customerId: number,
): Promise<Customer['pendingEmail']> {
  return (
    (await queryOne(
      db,
      z.object({ email: z.string(), expiresAt: z.string() }),
      db
        .selectFrom('email_changes')
        .select(['new_email as email', 'expires_at as expiresAt'])
        .where('customer_id', '=', customerId)
        .where('used_at', 'is', null)
        .orderBy('created_at', 'desc')
        .limit(1),
    )) ?? null
  );
}

/**
 * Asks the inbox of `newEmail` to confirm it before the login moves there (ASVS 2.x / 3.x): a
 * one-time link, or, when another login has that email, a notice to its owner instead. Either
 * way the customer's answer is the same pending email, so it says nothing about which emails
 * have accounts. Earlier links stop working.
 */
export async function requestEmailChange(
  deps: GatewayDeps,
  customer: Pick<Customer, 'id' | 'firstName'>,
  newEmail: string,
): Promise<void> {
  const now = deps.now();
  const token = randomBytes(32).toString('base64url');
  await storeEmailChange(
    deps.database,
    emailChangeTokenHash(deps.keyedHash, token),
    customer.id,
    newEmail,
    now,
  );
  const owner = await ownerOfEmail(deps.database, newEmail, customer.id);
  if (owner) return tellOwnerOfEmail(deps, deps.database, owner);
  // In the fragment, which browsers send to no server and in no Referer.
  const link = siteLink(deps.siteUrl, `${MAIL_LINKS.confirmEmail}#token=${token}`);
  await deps.mailer.send(
    deps.database,
    confirmNewEmail({ email: newEmail, firstName: customer.firstName }, link),
  );
}

const usableChange = z.object({
  customerId: z.number().int(),
  newEmail: z.string(),
  oldEmail: z.string(),
  firstName: z.string(),
});

/**
 * Moves the login to the email a confirmation link went to, once: the old address is told, in
 * case someone else did it, and it is in the customer's security events. Refused if the email has gained a login of its own meanwhile.
 */
export function moveLoginToConfirmedEmail(
  deps: GatewayDeps,
  token: string,
  source: EventSource,
): Promise<EmailChanged> {
  const now = deps.now();
  return inTransaction(deps.database, async (transaction): Promise<EmailChanged> => {
    const change = await queryOne(
      transaction,
      usableChange,
      transaction
        .selectFrom('email_changes as e')
        .innerJoin('customers as c', 'c.id', 'e.customer_id')
        .select([
          'e.customer_id as customerId',
          'e.new_email as newEmail',
          'c.email as oldEmail',
          'c.first_name as firstName',
        ])
        .where('e.token_hash', '=', emailChangeTokenHash(deps.keyedHash, token))
        .where('e.used_at', 'is', null)
        .where('e.expires_at', '>', now.toISOString()),
    );
    if (!change) throw unprocessable(EMAIL_LINK_EXPIRED_MESSAGE, 'body.token');
    if (await ownerOfEmail(transaction, change.newEmail, change.customerId)) {
      throw conflict(EMAIL_TAKEN_SINCE_MESSAGE);
    }
    await execute(
      transaction,
      transaction
        .updateTable('customers')
        .set({ email: change.newEmail })
        .where('id', '=', change.customerId),
    );
    await retireLinks(transaction, change.customerId, now);
    await recordSecurityEvent(transaction, {
      customerId: change.customerId,
      kind: 'email-changed',
      at: now,
      source,
    });
    const oldAddress = { email: change.oldEmail, firstName: change.firstName };
    await deps.mailer.send(
      transaction,
      emailChanged(oldAddress, change.newEmail, now, deps.siteUrl),
    );
    return { email: change.newEmail };
  });
}
