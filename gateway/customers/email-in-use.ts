import { z } from 'zod';
import { queryOne, type Executor } from '../db/sql';
import { equalsIgnoringCase } from '../db/ignoring-case';
import type { GatewayDeps } from '../deps';
import { emailAlreadyInUse, type Recipient } from '../mail/messages';
import { queuedSince } from '../mail/outbox';

/** At most one notice an hour to an address, however often someone tries it. */
const NOTICE_INTERVAL_MS = 60 * 60 * 1000;

export interface EmailOwner extends Recipient {
  customerId: number;
}

/** The customer who logs in with `email` (in any case), other than `exceptId`, if any. */
export function ownerOfEmail(
  db: Executor,
  email: string,
  exceptId = 0,
): Promise<EmailOwner | undefined> {
  return queryOne(
    db,
    z.object({ customerId: z.number(), email: z.string(), firstName: z.string() }),
    db
      .selectFrom('customers')
      .select(['id as customerId', 'email', 'first_name as firstName'])
      .where((eb) => equalsIgnoringCase(eb, 'email', email))
      .where('id', '<>', exceptId),
  );
}

/**
 * Tells the owner of an email that someone tried to move another login to it, through `db`
 * (the caller's transaction, if it has one).
 */
export async function tellOwnerOfEmail(
  deps: GatewayDeps,
  db: Executor,
  owner: Recipient,
): Promise<void> {
  const notice = emailAlreadyInUse(owner, deps.siteUrl);
  const since = new Date(deps.now().getTime() - NOTICE_INTERVAL_MS);
  if (!(await queuedSince(db, owner.email, notice.subject, since))) {
    await deps.mailer.send(db, notice);
  }
}
