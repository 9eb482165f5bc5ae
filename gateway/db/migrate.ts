import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Db } from './database';

/**
 * Numbered migrations, `0001-initial.sql`, `0010-…`: run in order of number, each at most once.
 * Numbers may skip (parallel branches take their own ranges) but never repeat.
 */
export const MIGRATIONS_DIR = join(process.cwd(), 'gateway', 'db', 'migrations');

export interface Migration {
  version: number;
  name: string;
  sql: string;
}

const FILE_NAME = /^(\d{4})-([a-z0-9-]+)\.sql$/;

let cache: { dir: string; migrations: Migration[] } | undefined;

export function readMigrations(dir: string = MIGRATIONS_DIR): Migration[] {
  if (cache?.dir === dir) return cache.migrations;
  // The SQL files reach deployments through next.config.ts's outputFileTracingIncludes.
  const migrations = readdirSync(/*turbopackIgnore: true*/ dir)
    .filter((file) => file.endsWith('.sql'))
    .map((file) => {
      const match = FILE_NAME.exec(file);
      if (!match?.[1] || !match[2]) {
        throw new Error(`Migration ${file} must be named like 0002-add-quotes.sql`);
      }
      return {
        version: Number(match[1]),
        name: match[2],
        sql: readFileSync(join(/*turbopackIgnore: true*/ dir, file), 'utf8'),
      };
    })
    .sort((a, b) => a.version - b.version);
  migrations.forEach((migration, index) => {
    if (migration.version === migrations[index - 1]?.version) {
      throw new Error(`Two migrations are numbered ${migration.version}: give one a new number`);
    }
  });
  cache = { dir, migrations };
  return migrations;
}

/** Applies the migrations the database has not had yet, each in its own transaction. */
export function migrate(db: Db, migrations: Migration[] = readMigrations()): number[] {
  db.exec(
    `CREATE TABLE IF NOT EXISTS schema_migrations (
       version INTEGER PRIMARY KEY,
       name TEXT NOT NULL,
       applied_at TEXT NOT NULL
     )`,
  );
  const applied = new Set(
    db
      .prepare('SELECT version FROM schema_migrations')
      .pluck()
      .all()
      .map((version) => Number(version)),
  );
  const record = db.prepare(
    'INSERT INTO schema_migrations (version, name, applied_at) VALUES (?, ?, ?)',
  );
  const pending = migrations.filter((migration) => !applied.has(migration.version));
  for (const migration of pending) {
    db.transaction(() => {
      db.exec(migration.sql);
      record.run(migration.version, migration.name, new Date().toISOString());
    })();
  }
  return pending.map((migration) => migration.version);
}
