import { PostgresAdapter } from 'kysely';
import { z } from 'zod';
import { execute, queryAll, sql, type Database } from '@/gateway/db/sql';

const onPostgres = (database: Database) =>
  database.getExecutor().adapter instanceof PostgresAdapter;

async function tableNames(database: Database): Promise<string[]> {
  const tables = await queryAll(
    database,
    z.object({ name: z.string() }),
    onPostgres(database)
      ? sql`SELECT table_name AS name FROM information_schema.tables
             WHERE table_schema = current_schema() AND table_type = 'BASE TABLE'
             ORDER BY table_name`
      : sql`SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name`,
  );
  return tables.map((table) => table.name).filter((name) => name !== CHANGED_TABLES);
}

/** Every row of every table as one string, to show that a request changed nothing. */
export async function snapshotRows(database: Database): Promise<string> {
  const tables = [];
  for (const table of await tableNames(database)) {
    const rows = await queryAll(
      database,
      z.record(z.string(), z.unknown()),
      sql`SELECT * FROM ${sql.table(table)}`,
    );
    // In the order of their text: PostgreSQL keeps rows in no particular order.
    tables.push([table, rows.map((row) => JSON.stringify(row)).sort()]);
  }
  return JSON.stringify(tables);
}

const CHANGED_TABLES = 'changed_tables';

async function recordChangesOnSqlite(database: Database, tables: readonly string[]) {
  await execute(database, sql`CREATE TEMP TABLE changed_tables (name TEXT PRIMARY KEY)`);
  for (const table of tables) {
    const columns = await queryAll(
      database,
      z.object({ name: z.string() }),
      sql`SELECT name FROM pragma_table_info(${table})`,
    );
    const row = (alias: string) =>
      sql.raw(`(${columns.map(({ name }) => `${alias}."${name}"`).join(', ')})`);
    const record = sql.raw(`BEGIN INSERT OR IGNORE INTO changed_tables VALUES ('${table}'); END`);
    const name = (event: string) => sql.id(`${event} ${table}`);
    const target = sql.raw(`main."${table}"`);
    await execute(
      database,
      sql`CREATE TEMP TRIGGER ${name('insert into')} AFTER INSERT ON ${target} ${record}`,
    );
    await execute(
      database,
      sql`CREATE TEMP TRIGGER ${name('delete from')} AFTER DELETE ON ${target} ${record}`,
    );
    await execute(
      database,
      sql`CREATE TEMP TRIGGER ${name('update')} AFTER UPDATE ON ${target}
            WHEN ${row('OLD')} IS NOT ${row('NEW')} ${record}`,
    );
  }
}

/** On PostgreSQL the triggers are real ones, in the test's own throwaway schema. */
async function recordChangesOnPostgres(database: Database, tables: readonly string[]) {
  await execute(database, sql`CREATE TABLE changed_tables (name TEXT PRIMARY KEY)`);
  await execute(
    database,
    sql`CREATE FUNCTION record_changed_table() RETURNS trigger LANGUAGE plpgsql AS $$
          BEGIN
            INSERT INTO changed_tables VALUES (TG_TABLE_NAME) ON CONFLICT DO NOTHING;
            RETURN NULL;
          END $$`,
  );
  for (const table of tables) {
    const target = sql.table(table);
    await execute(
      database,
      sql`CREATE TRIGGER ${sql.id(`${table}_rows_added_or_removed`)}
            AFTER INSERT OR DELETE ON ${target}
            FOR EACH ROW EXECUTE FUNCTION record_changed_table()`,
    );
    await execute(
      database,
      sql`CREATE TRIGGER ${sql.id(`${table}_rows_changed`)} AFTER UPDATE ON ${target}
            FOR EACH ROW WHEN (OLD.* IS DISTINCT FROM NEW.*)
            EXECUTE FUNCTION record_changed_table()`,
    );
  }
}

/**
 * Notes which tables have rows inserted, deleted or really changed by an update, for checks
 * made too often to compare snapshots: a trigger on each table records its name. Writes that
 * are rolled back are forgotten with the rest of their transaction.
 */
export async function watchRowChanges(database: Database) {
  const tables = await tableNames(database);
  await (onPostgres(database) ? recordChangesOnPostgres : recordChangesOnSqlite)(database, tables);
  return {
    /** The tables changed since the last call, by name. */
    async takeChangedTables(): Promise<string[]> {
      const changed = await queryAll(
        database,
        z.object({ name: z.string() }),
        sql`SELECT name FROM changed_tables ORDER BY name`,
      );
      await execute(database, sql`DELETE FROM changed_tables`);
      return changed.map(({ name }) => name);
    },
  };
}
