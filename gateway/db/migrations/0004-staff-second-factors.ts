import { sql } from 'kysely';
import type { GatewayMigration } from '../migrate';
import type { Executor } from '../sql';

/**
 * Staff second factors (issue 42 item 11). `staff_second_factors`: one authenticator (TOTP)
 * secret per staff login, sealed with AES-256-GCM under a key derived from the gateway's secret
 * (never stored as such), `enrolled_at` empty until the first code from it was typed, and the
 * last step whose code was taken (a code is never taken twice). `staff_recovery_codes`: the
 * keyed hashes of the ten single-use recovery codes. `login_challenges`: a staff login whose
 * password was right and whose second factor is awaited, by a keyed hash of its token, with
 * its wrong codes counted.
 */
export const staffSecondFactors: GatewayMigration = {
  async up(db: Executor) {
    await sql`CREATE TABLE staff_second_factors (
                customer_id INTEGER PRIMARY KEY REFERENCES customers (id),
                secret_sealed TEXT NOT NULL,
                created_at TEXT NOT NULL,
                enrolled_at TEXT,
                last_used_step INTEGER
              )`.execute(db);
    await sql`CREATE TABLE staff_recovery_codes (
                customer_id INTEGER NOT NULL REFERENCES customers (id),
                code_hash TEXT NOT NULL,
                created_at TEXT NOT NULL,
                used_at TEXT,
                PRIMARY KEY (customer_id, code_hash)
              )`.execute(db);
    await sql`CREATE TABLE login_challenges (
                token_hash TEXT PRIMARY KEY,
                customer_id INTEGER NOT NULL REFERENCES customers (id),
                user_agent TEXT,
                created_at TEXT NOT NULL,
                expires_at TEXT NOT NULL,
                wrong_codes INTEGER NOT NULL DEFAULT 0 CHECK (wrong_codes >= 0),
                used_at TEXT
              )`.execute(db);
    await sql`CREATE INDEX login_challenges_by_customer
                ON login_challenges (customer_id, created_at)`.execute(db);
  },
};
