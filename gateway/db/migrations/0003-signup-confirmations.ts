import { sql } from 'kysely';
import type { GatewayMigration } from '../migrate';
import type { Executor } from '../sql';

/**
 * Who owns a login (issue 42 item 2). A login opened by a sign-up is unconfirmed until the link
 * in its welcome email is followed (`customers.confirmed_at`, with `email_confirmations` keeping
 * each link's token as a keyed hash); logins from before count as confirmed. A sign-up with an
 * email that already has a login opens nothing: it waits in `pending_signups` until the link
 * sent to that address is followed. Its row keeps what opening the account needs (as JSON,
 * with the bank details masked and hashed as `direct_debits` keeps them), the account number
 * its answer gave, the answer itself for Idempotency-Key replays, and, only when the login is
 * unconfirmed, the hash of the password chosen, which takes the login over once accepted.
 */
export const signupConfirmations: GatewayMigration = {
  async up(db: Executor) {
    await sql`ALTER TABLE customers ADD COLUMN confirmed_at TEXT`.execute(db);
    await sql`UPDATE customers SET confirmed_at = created_at`.execute(db);
    await sql`CREATE TABLE email_confirmations (
                token_hash TEXT PRIMARY KEY,
                customer_id INTEGER NOT NULL REFERENCES customers (id),
                created_at TEXT NOT NULL,
                expires_at TEXT NOT NULL,
                used_at TEXT
              )`.execute(db);
    await sql`CREATE INDEX email_confirmations_by_customer
                ON email_confirmations (customer_id, used_at)`.execute(db);
    await sql`CREATE TABLE pending_signups (
                token_hash TEXT PRIMARY KEY,
                customer_id INTEGER NOT NULL REFERENCES customers (id),
                email TEXT NOT NULL,
                quote_request_id TEXT NOT NULL,
                quote_id TEXT NOT NULL,
                account_number TEXT NOT NULL UNIQUE,
                idempotency_key TEXT UNIQUE,
                request_fingerprint TEXT NOT NULL,
                response_body TEXT NOT NULL,
                signup TEXT NOT NULL,
                password_hash TEXT,
                created_at TEXT NOT NULL,
                expires_at TEXT NOT NULL,
                used_at TEXT
              )`.execute(db);
    await sql`CREATE INDEX pending_signups_by_quote_request
                ON pending_signups (quote_request_id, used_at)`.execute(db);
    await sql`CREATE INDEX pending_signups_by_customer
                ON pending_signups (customer_id, created_at)`.execute(db);
  },
};
