import { sql } from 'kysely';
import type { DialectName } from '../database';
import type { GatewayMigration } from '../migrate';
import type { Executor } from '../sql';
import { generatedId } from '../spelling';

/**
 * The security event log (issue 42): what happened to a login that its owner, and staff, may
 * want to know of: logins, wrong passwords, pauses, new passwords, emails and bank details,
 * and staff looking at the customer's account. The browser as its user agent (as
 * `session_families` keeps it), the client as a coarse network (an IPv4 /24, an IPv6 /48),
 * never a full address; `detail` a few words more (an account number), never a password, a
 * token or bank details. The kinds are spelt out here as they were when it was written.
 */
export const securityEvents: GatewayMigration = {
  async up(db: Executor, dialect: DialectName) {
    await sql`CREATE TABLE security_events (
                id ${generatedId[dialect]},
                customer_id INTEGER NOT NULL REFERENCES customers (id),
                kind TEXT NOT NULL CHECK (kind IN ('login', 'failed-login', 'login-paused',
                  'password-changed', 'password-reset', 'email-changed',
                  'bank-details-changed', 'staff-read')),
                occurred_at TEXT NOT NULL,
                user_agent TEXT CHECK (length(user_agent) <= 512),
                client_network TEXT CHECK (length(client_network) <= 64),
                detail TEXT CHECK (detail IS NULL OR length(detail) BETWEEN 1 AND 200)
              )`.execute(db);
    await sql`CREATE INDEX security_events_by_customer
                ON security_events (customer_id, occurred_at)`.execute(db);
  },
};
