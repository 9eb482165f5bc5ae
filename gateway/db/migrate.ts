import { Migrator, type Migration } from 'kysely';
import { dialectOf, type DialectName } from './database';
import { baseline } from './migrations/0001-baseline';
import { dataExports } from './migrations/0007-data-exports';
import { personalApiTokens } from './migrations/0008-personal-api-tokens';
import { loginDeviceCookies } from './migrations/0004-login-device-cookies';
import { rateLimitHits } from './migrations/0002-rate-limit-hits';
import { refundRequests } from './migrations/0006-refund-requests';
import { securityEvents } from './migrations/0005-security-events';
import { signupConfirmations } from './migrations/0003-signup-confirmations';
import { staffSecondFactors } from './migrations/0004-staff-second-factors';
import { switchCancellations } from './migrations/0009-switch-cancellations';
import { inTransaction, queryValue, sql, type Database, type Executor } from './sql';
import { z } from 'zod';

/** A change to the schema, written once for both engines (`dialect` names the few differences). */
export interface GatewayMigration {
  up(db: Executor, dialect: DialectName): Promise<void>;
}

/**
 * Every migration, by name, applied in the order of their names, each at most once. A list in
 * code, not a folder read at run time: the embedded gateway runs inside Next's server bundle.
 */
export const MIGRATIONS: Readonly<Record<string, GatewayMigration>> = {
  '0001-baseline': baseline,
  '0002-rate-limit-hits': rateLimitHits,
  '0003-signup-confirmations': signupConfirmations,
  '0004-login-device-cookies': loginDeviceCookies,
  '0004-staff-second-factors': staffSecondFactors,
  '0005-security-events': securityEvents,
  '0006-refund-requests': refundRequests,
  '0007-data-exports': dataExports,
  '0008-personal-api-tokens': personalApiTokens,
  '0009-switch-cancellations': switchCancellations,
};

/** Applies the migrations the database has not had yet; gives the names of those applied. */
export async function migrate(
  database: Database,
  migrations: Readonly<Record<string, GatewayMigration>> = MIGRATIONS,
): Promise<string[]> {
  const dialect = dialectOf(database);
  if (dialect === 'sqlite') await refuseNumberedMigrations(database);
  const migrator = new Migrator({
    db: database,
    // Kysely would look for its own tables in every schema the server has; only this one counts.
    migrationTableSchema: dialect === 'postgres' ? await currentSchema(database) : undefined,
    provider: { getMigrations: async () => inTransactions(migrations, dialect) },
  });
  const { error, results = [] } = await migrator.migrateToLatest();
  if (error !== undefined) {
    const failed = results.find((result) => result.status === 'Error')?.migrationName;
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`Migration ${failed ?? '(before any ran)'} failed: ${reason}`, {
      cause: error,
    });
  }
  return results.map((result) => result.migrationName);
}

/**
 * On PostgreSQL Kysely runs the pending migrations in one transaction; on SQLite in none,
 * though its DDL is transactional too: there each runs in its own, so that one that fails
 * leaves nothing half done either.
 */
function inTransactions(
  migrations: Readonly<Record<string, GatewayMigration>>,
  dialect: DialectName,
): Record<string, Migration> {
  return Object.fromEntries(
    Object.entries(migrations).map(([name, migration]) => [
      name,
      {
        up: (db: Database) =>
          inTransaction(db, (transaction) => migration.up(transaction, dialect)),
      },
    ]),
  );
}

async function currentSchema(database: Database): Promise<string | undefined> {
  // Raw: a PostgreSQL function read from no table, which the builder has nothing to select from.
  return queryValue(database, z.string(), sql`SELECT current_schema()`);
}

/** A file the old numbered .sql migrations built cannot take the baseline that replaced them. */
async function refuseNumberedMigrations(database: Database): Promise<void> {
  const numbered = await queryValue(
    database,
    z.number(),
    // Raw: SQLite's own catalogue, which is no table of the gateway's schema.
    sql`SELECT count(*) FROM sqlite_master WHERE name = 'schema_migrations'`,
  );
  if (numbered === 1) {
    throw new Error(
      'This SQLite database was built by the gateway’s old numbered migrations, which one ' +
        'baseline migration has replaced: delete the file (GATEWAY_DATABASE_PATH) and the ' +
        'gateway creates and seeds a new one.',
    );
  }
}
