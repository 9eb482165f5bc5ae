import { randomBytes } from 'node:crypto';
import type { KeyedHash } from '../auth/keyed-hash';
import { execute, queryOne, type Executor } from '../db/sql';
import { unprocessable } from '../http/http-error';
import { siteLink } from '../mail/messages';
import { namedCustomer, namedCustomers, type NamedCustomer } from './queries';

/**
 * A link emailed to a login's inbox that works once, for a while: a password reset, or the
 * welcome email's link that confirms a new login. The token is random and in the link's
 * fragment, which browsers send to no server and in no Referer; the database keeps only a
 * keyed hash of it, in the link's own table.
 */
export interface EmailedLink {
  table: 'password_resets' | 'email_confirmations';
  /** What the token's keyed hash is for, so that one kind of token is never another's. */
  purpose: string;
  lifetimeMs: number;
  /** The answer (422, on `body.token`) to a token that is unknown, expired or used. */
  expiredMessage: string;
}

export const linkTokenHash = (keyedHash: KeyedHash, link: EmailedLink, token: string) =>
  keyedHash(link.purpose, token);

/** Keeps a link's token (as its hash) for a login, for the link's lifetime from `now`. */
export async function storeLinkToken(
  db: Executor,
  link: EmailedLink,
  tokenHash: string,
  customerId: number,
  now: Date,
): Promise<void> {
  await execute(
    db,
    db.insertInto(link.table).values({
      token_hash: tokenHash,
      customer_id: customerId,
      created_at: now.toISOString(),
      expires_at: new Date(now.getTime() + link.lifetimeMs).toISOString(),
    }),
  );
}

/** A new link for a login to the site's `path`, its token kept through `db`. */
export async function newEmailedLink(
  deps: { keyedHash: KeyedHash; siteUrl: string },
  db: Executor,
  link: EmailedLink,
  { customerId, path, now }: { customerId: number; path: string; now: Date },
): Promise<string> {
  const token = randomBytes(32).toString('base64url');
  await storeLinkToken(db, link, linkTokenHash(deps.keyedHash, link, token), customerId, now);
  return siteLink(deps.siteUrl, `${path}#token=${token}`);
}

/** The login a link was sent for, while the link can still be used. */
function ownerOfUsableLink(
  db: Executor,
  link: EmailedLink,
  tokenHash: string,
  now: Date,
): Promise<NamedCustomer | undefined> {
  const usable = db
    .selectFrom(link.table)
    .select('customer_id')
    .where('token_hash', '=', tokenHash)
    .where('used_at', 'is', null)
    .where('expires_at', '>', now.toISOString());
  return queryOne(db, namedCustomer, namedCustomers(db).where('id', 'in', usable));
}

const expired = (link: EmailedLink) => unprocessable(link.expiredMessage, 'body.token');

/** The login a link's token was sent for, and the token's hash; 422 when it cannot be used. */
export async function followLink(
  deps: { database: Executor; keyedHash: KeyedHash },
  link: EmailedLink,
  token: string,
  now: Date,
): Promise<{ owner: NamedCustomer; tokenHash: string }> {
  const tokenHash = linkTokenHash(deps.keyedHash, link, token);
  const owner = await ownerOfUsableLink(deps.database, link, tokenHash, now);
  if (!owner) throw expired(link);
  return { owner, tokenHash };
}

/**
 * Marks a usable link used, or answers 422 when it no longer is (used meanwhile). One
 * conditional UPDATE, so of two racing uses only one succeeds, on PostgreSQL too, where the
 * loser's UPDATE waits for the winner's commit and then finds the link used.
 */
export async function useLink(
  db: Executor,
  link: EmailedLink,
  tokenHash: string,
  now: Date,
): Promise<void> {
  const { changes } = await execute(
    db,
    db
      .updateTable(link.table)
      .set({ used_at: now.toISOString() })
      .where('token_hash', '=', tokenHash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now.toISOString()),
  );
  if (changes !== 1) throw expired(link);
}

/** A login's links not yet used stop working. */
export async function retireLinksOf(
  db: Executor,
  link: EmailedLink,
  customerId: number,
  now: Date,
): Promise<void> {
  await execute(
    db,
    db
      .updateTable(link.table)
      .set({ used_at: now.toISOString() })
      .where('customer_id', '=', customerId)
      .where('used_at', 'is', null),
  );
}
