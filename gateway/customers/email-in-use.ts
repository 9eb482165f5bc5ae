import { z } from 'zod';
import type { Db } from '../db/database';
import { queryOne } from '../db/query';
import type { GatewayDeps } from '../deps';
import { HttpError } from '../http/http-error';
import { emailAlreadyInUse, type Recipient } from '../mail/messages';
import { queuedSince } from '../mail/outbox';

/**
 * Words that do not say whether the email has an account with us (ASVS 2.1 / 3.x: no account
 * enumeration); its owner, if there is one, is told by email instead.
 */
export const EMAIL_NOT_USABLE_MESSAGE =
  'We could not use this email address. Check your inbox: if it already has an account with ' +
  'us, we have sent it what to do next.';

/** At most one notice an hour to an address, however often someone tries it. */
const NOTICE_INTERVAL_MS = 60 * 60 * 1000;

export interface EmailOwner extends Recipient {
  customerId: number;
}

/** The customer who logs in with `email`, other than `exceptId`, if any. */
export function ownerOfEmail(db: Db, email: string, exceptId = 0): EmailOwner | undefined {
  return queryOne(
    db,
    z.object({ customerId: z.number(), email: z.string(), firstName: z.string() }),
    `SELECT id AS customerId, email, first_name AS firstName
       FROM customers WHERE email = ? AND id <> ?`,
    email,
    exceptId,
  );
}

/**
 * Tells the owner of an email that someone tried to sign up or move a login to it, and gives
 * the 409 the caller answers with, beside the email field.
 */
export function refuseEmailInUse(
  deps: GatewayDeps,
  owner: Recipient,
  attempt: 'sign-up' | 'change-email',
  field: string,
): HttpError {
  const notice = emailAlreadyInUse(owner, attempt, deps.siteUrl);
  const since = new Date(deps.now().getTime() - NOTICE_INTERVAL_MS);
  if (!queuedSince(deps.db, owner.email, notice.subject, since)) deps.mailer.send(notice);
  return new HttpError(409, EMAIL_NOT_USABLE_MESSAGE, [
    { path: field, message: EMAIL_NOT_USABLE_MESSAGE },
  ]);
}
