import { sql } from 'kysely';
import type { DialectName } from '../database';
import type { GatewayMigration } from '../migrate';
import type { Executor } from '../sql';
import { generatedId } from '../spelling';

/**
 * Archives of everything held about a customer, built when they ask (issue 47 item 3, UK GDPR
 * Articles 15 and 20): the zip as base64 text (both engines keep text alike), downloadable by
 * that customer until it expires. A customer keeps one: the next one deletes the last.
 */
export const dataExports: GatewayMigration = {
  async up(db: Executor, dialect: DialectName) {
    await sql`CREATE TABLE data_exports (
                id ${generatedId[dialect]},
                customer_id INTEGER NOT NULL REFERENCES customers (id),
                requested_at TEXT NOT NULL,
                expires_at TEXT NOT NULL,
                size_bytes INTEGER NOT NULL CHECK (size_bytes >= 0),
                archive_base64 TEXT NOT NULL
              )`.execute(db);
    await sql`CREATE INDEX data_exports_by_customer ON data_exports (customer_id)`.execute(db);
  },
};
