import { z } from 'zod';
import { IN_MEMORY, openDatabase } from './database';
import { migrate, type GatewayMigration } from './migrate';
import { execute, queryAll, sql, type Database, type Executor } from './sql';
import { testDatabaseLocation } from '@/tests/gateway/test-database';

const createTable = (db: Executor, table: string) =>
  execute(db, sql`CREATE TABLE ${sql.id(table)} (id INTEGER PRIMARY KEY)`);

const creating = (table: string): GatewayMigration => ({
  up: async (db) => {
    await createTable(db, table);
  },
});

const rowCount = (database: Database, table: string) =>
  queryAll(database, z.unknown(), sql`SELECT * FROM ${sql.id(table)}`).then((rows) => rows.length);

describe('migrate', () => {
  it('applies the migrations a database has not had, in order of name, each once', async () => {
    const database = openDatabase(await testDatabaseLocation());
    expect(await migrate(database, { '0002-later': creating('later') })).toEqual(['0002-later']);
    expect(
      await migrate(database, {
        '0002-later': creating('later'),
        '0003-next': creating('next'),
      }),
    ).toEqual(['0003-next']);
    expect(await rowCount(database, 'next')).toBe(0);
  });

  it('names the migration that failed, and keeps nothing it did, so that it runs again', async () => {
    const database = openDatabase(await testDatabaseLocation());
    const broken: GatewayMigration = {
      up: async (db) => {
        await createTable(db, 'half');
        await execute(db, sql`SELECT * FROM missing_table`);
      },
    };
    await expect(
      migrate(database, { '0001-things': creating('things'), '0002-broken': broken }),
    ).rejects.toThrow(/^Migration 0002-broken failed: .*missing_table/);
    await expect(rowCount(database, 'half')).rejects.toThrow(/half/);
    expect(
      await migrate(database, {
        '0001-things': creating('things'),
        '0002-broken': creating('half'),
      }),
    ).toContain('0002-broken');
  });

  it("applies the gateway's own migrations", async () => {
    const database = openDatabase(await testDatabaseLocation());
    expect(await migrate(database)).toEqual([
      '0001-baseline',
      '0002-rate-limit-hits',
      '0003-signup-confirmations',
      '0004-login-device-cookies',
      '0004-staff-second-factors',
      '0005-security-events',
      '0006-refund-requests',
      '0007-data-exports',
      '0008-personal-api-tokens',
      '0009-switch-cancellations',
    ]);
    expect(await migrate(database)).toEqual([]);
  });

  it('refuses a SQLite file the old numbered migrations built, saying what to do', async () => {
    const database = openDatabase(IN_MEMORY);
    await execute(database, sql`CREATE TABLE schema_migrations (version INTEGER PRIMARY KEY)`);
    await expect(migrate(database)).rejects.toThrow(/old numbered migrations.*delete the file/);
  });
});
