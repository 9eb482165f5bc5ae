import { sql } from 'kysely';
import type { DialectName } from '../database';
import type { GatewayMigration } from '../migrate';
import type { Executor } from '../sql';
import { generatedId } from '../spelling';

/**
 * Refunds of credit a customer asked for online (issue 47 item 1): the amount, when, and
 * whether it is still pending (shown as such in the account's transactions) or paid.
 */
export const refundRequests: GatewayMigration = {
  async up(db: Executor, dialect: DialectName) {
    await sql`CREATE TABLE refund_requests (
                id ${generatedId[dialect]},
                account_id INTEGER NOT NULL REFERENCES accounts (id),
                amount_pence INTEGER NOT NULL CHECK (amount_pence > 0),
                requested_at TEXT NOT NULL,
                status TEXT NOT NULL CHECK (status IN ('pending', 'paid'))
              )`.execute(db);
    // One pending refund an account at most, even from two requests at once.
    await sql`CREATE UNIQUE INDEX refund_requests_one_pending
                ON refund_requests (account_id) WHERE status = 'pending'`.execute(db);
  },
};
