import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type Db = Database.Database;

export const IN_MEMORY = ':memory:';

/** Opens (creating if needed) the gateway's SQLite database with the settings it relies on. */
export function openDatabase(path: string): Db {
  if (path !== IN_MEMORY) mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  // WAL lets readers carry on while one request writes; in-memory databases ignore it.
  if (path !== IN_MEMORY) db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  db.pragma('busy_timeout = 5000');
  db.pragma('synchronous = NORMAL');
  return db;
}
