// @vitest-environment node
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { IN_MEMORY, openDatabase } from './database';
import { migrate, readMigrations } from './migrate';

function migrationsDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'migrations-'));
  for (const [name, sql] of Object.entries(files)) writeFileSync(join(dir, name), sql);
  return dir;
}

describe('migrations', () => {
  it('runs numbered files in order, once each, and records them', () => {
    const dir = migrationsDir({
      '0002-add-colour.sql': 'ALTER TABLE things ADD COLUMN colour TEXT;',
      '0001-things.sql': 'CREATE TABLE things (id INTEGER PRIMARY KEY);',
    });
    const db = openDatabase(IN_MEMORY);
    expect(migrate(db, readMigrations(dir))).toEqual([1, 2]);
    expect(migrate(db, readMigrations(dir))).toEqual([]);
    expect(
      db.prepare('SELECT version, name FROM schema_migrations ORDER BY version').all(),
    ).toEqual([
      { version: 1, name: 'things' },
      { version: 2, name: 'add-colour' },
    ]);
    db.prepare("INSERT INTO things (colour) VALUES ('green')").run();
  });

  it('rolls back a migration that fails, leaving it to run again', () => {
    const dir = migrationsDir({
      '0001-things.sql': 'CREATE TABLE things (id INTEGER PRIMARY KEY);',
      '0002-broken.sql': 'CREATE TABLE half (id INTEGER); SELECT * FROM missing_table;',
    });
    const db = openDatabase(IN_MEMORY);
    expect(() => migrate(db, readMigrations(dir))).toThrow(/missing_table/);
    expect(db.prepare("SELECT name FROM sqlite_master WHERE name = 'half'").get()).toBeUndefined();
    expect(db.prepare('SELECT count(*) FROM schema_migrations').pluck().get()).toBe(1);
  });

  it.each([
    [{ '0001-Bad Name.sql': '' }, /must be named like/],
    [{ '0001-a.sql': '', '0001-b.sql': '' }, /Two migrations are numbered 1/],
  ])('refuses badly numbered or named files', (files, message) => {
    expect(() => readMigrations(migrationsDir(files))).toThrow(message);
  });

  it('lets numbers skip, so parallel branches can take their own ranges', () => {
    const dir = migrationsDir({
      '0010-later.sql': 'ALTER TABLE things ADD COLUMN size INTEGER;',
      '0001-things.sql': 'CREATE TABLE things (id INTEGER PRIMARY KEY);',
    });
    expect(migrate(openDatabase(IN_MEMORY), readMigrations(dir))).toEqual([1, 10]);
  });

  it("applies the gateway's own migrations to a file database in WAL mode", () => {
    const db = openDatabase(
      join(mkdtempSync(join(tmpdir(), 'gateway-db-')), 'nested', 'gateway.sqlite'),
    );
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
    expect(db.pragma('foreign_keys', { simple: true })).toBe(1);
    expect(migrate(db).length).toBeGreaterThan(0);
    db.close();
  });
});
