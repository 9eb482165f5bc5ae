import type { Db } from '../db/database';

function tableNames(db: Db): string[] {
  return db
    .prepare("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")
    .pluck()
    .all()
    .map(String);
}

/** Every row of every table as one string, to show that a request changed nothing. */
export function snapshotRows(db: Db): string {
  return JSON.stringify(
    tableNames(db).map((table) => [table, db.prepare(`SELECT * FROM "${table}"`).all()]),
  );
}

/**
 * Notes which tables have rows inserted, deleted or really changed by an update, for checks
 * made too often to compare snapshots: a temporary trigger on each table records its name.
 * Writes that are rolled back are forgotten with the rest of their transaction.
 */
export function watchRowChanges(db: Db) {
  db.exec('CREATE TEMP TABLE changed_tables (name TEXT PRIMARY KEY) WITHOUT ROWID');
  for (const table of tableNames(db)) {
    const columns = db
      .prepare(`SELECT name FROM pragma_table_info(?)`)
      .pluck()
      .all(table)
      .map((column) => `"${String(column)}"`);
    const row = (alias: string) => `(${columns.map((column) => `${alias}.${column}`).join(', ')})`;
    const record = `BEGIN INSERT OR IGNORE INTO changed_tables VALUES ('${table}'); END`;
    db.exec(`
      CREATE TEMP TRIGGER "insert into ${table}" AFTER INSERT ON main."${table}" ${record};
      CREATE TEMP TRIGGER "delete from ${table}" AFTER DELETE ON main."${table}" ${record};
      CREATE TEMP TRIGGER "update ${table}" AFTER UPDATE ON main."${table}"
        WHEN ${row('OLD')} IS NOT ${row('NEW')} ${record};
    `);
  }
  return {
    /** The tables changed since the last call, by name. */
    takeChangedTables(): string[] {
      const changed = db
        .prepare('SELECT name FROM temp.changed_tables ORDER BY name')
        .pluck()
        .all()
        .map(String);
      db.exec('DELETE FROM temp.changed_tables');
      return changed;
    },
  };
}
