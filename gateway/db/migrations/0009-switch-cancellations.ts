import { sql } from 'kysely';
import type { GatewayMigration } from '../migrate';
import type { Executor } from '../sql';

/**
 * New accounts' switches cancelled within cooling-off (issue 47 item 4): one an account at
 * most, so a cancellation sent twice at once is recorded (and emailed) once. An account with a
 * row here never goes live.
 */
export const switchCancellations: GatewayMigration = {
  async up(db: Executor) {
    await sql`CREATE TABLE switch_cancellations (
                account_id INTEGER NOT NULL UNIQUE REFERENCES accounts (id),
                cancelled_on TEXT NOT NULL,
                cancelled_at TEXT NOT NULL
              )`.execute(db);
  },
};
