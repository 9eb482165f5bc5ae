import { sql } from 'kysely';
import type { DialectName } from '../database';
import type { GatewayMigration } from '../migrate';
import type { Executor } from '../sql';
import { generatedId } from '../spelling';

/**
 * Customers' personal API tokens (issue 47 item 3): read-only tokens for their own scripts,
 * kept only as a SHA-256 hash, with a name, when made, last used and revoked.
 */
export const personalApiTokens: GatewayMigration = {
  async up(db: Executor, dialect: DialectName) {
    await sql`CREATE TABLE personal_api_tokens (
                id ${generatedId[dialect]},
                customer_id INTEGER NOT NULL REFERENCES customers (id),
                name TEXT NOT NULL,
                token_hash TEXT NOT NULL UNIQUE,
                created_at TEXT NOT NULL,
                last_used_at TEXT,
                revoked_at TEXT
              )`.execute(db);
    // A name tells a customer's live tokens apart, even when two are made at once.
    await sql`CREATE UNIQUE INDEX personal_api_tokens_live_name
                ON personal_api_tokens (customer_id, name) WHERE revoked_at IS NULL`.execute(db);
  },
};
