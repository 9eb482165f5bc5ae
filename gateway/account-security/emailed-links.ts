import { randomBytes } from 'node:crypto';
import type { KeyedHash } from '../auth/keyed-hash';
import { execute, queryOne, type Executor } from '../db/sql';
import { unprocessable } from '../http/http-error';
import { siteLink } from '../mail/messages';
import { namedCustomer, namedCustomers, type NamedCustomer } from './queries';

/**
 * A kind of link emailed to a login's inbox that works once, for a while: a password reset, or
 * the welcome email's link that confirms a new login. The token is random and in the link's
 * fragment, which browsers send to no server and in no Referer; the database keeps only a
 * keyed hash of it, in the kind's own table.
 */
export interface EmailedLinkKind {
  table: 'password_resets' | 'email_confirmations';
  /** What the token's keyed hash is for, so that one kind of token is never another's. */
  purpose: string;
  lifetimeMs: number;
  /** The answer (422, on `body.token`) to a token that is unknown, expired or used. */
  expiredMessage: string;
}

export type EmailedLinks = ReturnType<typeof emailedLinks>;

/** What the gateway does with links of one kind: send, follow, use and retire them. */
export function emailedLinks({ table, purpose, lifetimeMs, expiredMessage }: EmailedLinkKind) {
  const tokenHash = (keyedHash: KeyedHash, token: string) => keyedHash(purpose, token);
  const expired = () => unprocessable(expiredMessage, 'body.token');

  /** Keeps a token (as its hash) for a login, for the kind's lifetime from `now`. */
  async function store(db: Executor, hash: string, customerId: number, now: Date) {
    await execute(
      db,
      db.insertInto(table).values({
        token_hash: hash,
        customer_id: customerId,
        created_at: now.toISOString(),
        expires_at: new Date(now.getTime() + lifetimeMs).toISOString(),
      }),
    );
  }

  /** The login a link was sent for, while the link can still be used. */
  function ownerOfUsable(db: Executor, hash: string, now: Date) {
    const usable = db
      .selectFrom(table)
      .select('customer_id')
      .where('token_hash', '=', hash)
      .where('used_at', 'is', null)
      .where('expires_at', '>', now.toISOString());
    return queryOne(db, namedCustomer, namedCustomers(db).where('id', 'in', usable));
  }

  return {
    tokenHash,
    store,

    /** A new link for a login to the site's `path`, its token kept through `db`. */
    async create(
      deps: { keyedHash: KeyedHash; siteUrl: string },
      db: Executor,
      { customerId, path, now }: { customerId: number; path: string; now: Date },
    ): Promise<string> {
      const token = randomBytes(32).toString('base64url');
      await store(db, tokenHash(deps.keyedHash, token), customerId, now);
      return siteLink(deps.siteUrl, `${path}#token=${token}`);
    },

    /** The login a link's token was sent for, and the token's hash; 422 when it cannot be used. */
    async follow(
      deps: { database: Executor; keyedHash: KeyedHash },
      token: string,
      now: Date,
    ): Promise<{ owner: NamedCustomer; tokenHash: string }> {
      const hash = tokenHash(deps.keyedHash, token);
      const owner = await ownerOfUsable(deps.database, hash, now);
      if (!owner) throw expired();
      return { owner, tokenHash: hash };
    },

    /**
     * Marks a usable link used, or answers 422 when it no longer is (used meanwhile). One
     * conditional UPDATE, so of two racing uses only one succeeds, on PostgreSQL too, where the
     * loser's UPDATE waits for the winner's commit and then finds the link used.
     */
    async use(db: Executor, hash: string, now: Date): Promise<void> {
      const { changes } = await execute(
        db,
        db
          .updateTable(table)
          .set({ used_at: now.toISOString() })
          .where('token_hash', '=', hash)
          .where('used_at', 'is', null)
          .where('expires_at', '>', now.toISOString()),
      );
      if (changes !== 1) throw expired();
    },

    /** A login's links not yet used stop working. */
    async retireAllOf(db: Executor, customerId: number, now: Date): Promise<void> {
      await execute(
        db,
        db
          .updateTable(table)
          .set({ used_at: now.toISOString() })
          .where('customer_id', '=', customerId)
          .where('used_at', 'is', null),
      );
    },
  };
}
