import { sql } from 'kysely';
import type { GatewayMigration } from '../migrate';
import type { Executor } from '../sql';

/**
 * Rate limits counted in the database (issue 21), so that every instance on one database
 * counts each client together: one row per limit and client, started again when its window
 * has passed.
 */
export const rateLimitHits: GatewayMigration = {
  async up(db: Executor) {
    await sql`CREATE TABLE rate_limit_hits (
                limit_group TEXT NOT NULL,
                client TEXT NOT NULL,
                hits INTEGER NOT NULL CHECK (hits >= 0),
                reset_at TEXT NOT NULL,
                PRIMARY KEY (limit_group, client)
              )`.execute(db);
    await sql`CREATE INDEX rate_limit_hits_by_reset ON rate_limit_hits (limit_group, reset_at)`.execute(
      db,
    );
  },
};
