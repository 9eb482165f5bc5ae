import Database from 'better-sqlite3';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';

export type Db = Database.Database;

export const IN_MEMORY = ':memory:';

/** How long a write waits for another connection's lock before giving up. */
export const BUSY_TIMEOUT_MS = 1000;

/** Opens (creating if needed) the gateway's SQLite database with the settings it relies on. */
export function openDatabase(path: string): Db {
  if (path !== IN_MEMORY) mkdirSync(dirname(path), { recursive: true });
  const db = new Database(path);
  // WAL lets readers carry on while one request writes; in-memory databases ignore it.
  if (path !== IN_MEMORY) db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  // better-sqlite3 waits for a lock on the event loop, so every request waits with it: wait
  // briefly, then the request gets a 503 with Retry-After (http/database-busy.ts).
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.pragma('synchronous = NORMAL');
  return db;
}
