import { sql } from 'kysely';
import type { GatewayMigration } from '../migrate';
import type { Executor } from '../sql';

/**
 * Device cookies (issue 42 item 4): a wrong password sent with a valid device cookie names the
 * device (a keyed hash of the cookie's nonce) in `login_failures.device`, so that the device's
 * own failures can be counted, and left out of the count that pauses an email everywhere.
 */
export const loginDeviceCookies: GatewayMigration = {
  async up(db: Executor) {
    await sql`ALTER TABLE login_failures ADD COLUMN device TEXT`.execute(db);
    await sql`CREATE INDEX login_failures_by_device ON login_failures (device, failed_at)
                WHERE device IS NOT NULL`.execute(db);
  },
};
