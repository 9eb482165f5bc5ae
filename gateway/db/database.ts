import BetterSqlite3, { type Statement } from 'better-sqlite3';
import { Kysely, PostgresAdapter, PostgresDialect, SqliteDialect, sql } from 'kysely';
import { mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import pg from 'pg';
import type { Database, Executor } from './sql';

/** A better-sqlite3 handle, under the Kysely `Database` on SQLite. */
export type Db = BetterSqlite3.Database;

export const IN_MEMORY = ':memory:';

/** How long a write waits for another connection's lock before giving up. */
export const BUSY_TIMEOUT_MS = 1000;

export type DialectName = 'sqlite' | 'postgres';

const POSTGRES_URL = /^postgres(?:ql)?:\/\//;

function isPostgresUrl(location: string): boolean {
  return POSTGRES_URL.test(location);
}

/**
 * The gateway's database: PostgreSQL when `location` is a `postgres://` URL, otherwise the
 * SQLite file at that path (created if needed) or `:memory:`.
 */
export function openDatabase(location: string): Database {
  return isPostgresUrl(location)
    ? openPostgres(location)
    : sqliteDatabase(openSqliteHandle(location));
}

export function dialectOf(database: Executor): DialectName {
  // Kysely keeps the adapter on its executor; the same answer for a transaction of the database.
  return database.getExecutor().adapter instanceof PostgresAdapter ? 'postgres' : 'sqlite';
}

/** For the health check: whether the database answers `SELECT 1` within `timeoutMs`. */
export async function databaseIsUp(database: Database, timeoutMs = 1000): Promise<boolean> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<false>((resolve) => {
    timer = setTimeout(() => resolve(false), timeoutMs);
  });
  // Raw: the cheapest statement there is, reading no table.
  const answered = sql`SELECT 1`.execute(database).then(
    () => true,
    () => false,
  );
  try {
    return await Promise.race([answered, timedOut]);
  } finally {
    clearTimeout(timer);
  }
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({
    connectionString: url,
    // Without a limit, a request would wait for an unreachable server as long as TCP does.
    connectionTimeoutMillis: 5000,
    // Idle connections do not keep a finished process (a script, a test file) alive.
    allowExitOnIdle: true,
    types: { getTypeParser: parseAsNumbers },
  });
  return new Kysely({ dialect: new PostgresDialect({ pool }) });
}

/**
 * pg returns int8 (every COUNT) and numeric (SUM of integers) as strings, since they may exceed
 * JavaScript's safe integers; the gateway's counts and sums of pence never do, and SQLite
 * returns both as numbers, so rows parse the same on either engine.
 */
const parseAsNumbers: typeof pg.types.getTypeParser = (oid: number, format?: 'text' | 'binary') =>
  oid === pg.types.builtins.INT8 || oid === pg.types.builtins.NUMERIC
    ? Number
    : pg.types.getTypeParser(oid, format);

/**
 * Opens (creating if needed) a SQLite database with the settings the gateway relies on: the file
 * at `path`, `:memory:`, or in memory a copy of a database's `serialize()`d bytes. Exported for
 * the tests; everything else uses openDatabase.
 */
export function openSqliteHandle(path: string | Buffer): Db {
  const onDisk = typeof path === 'string' && path !== IN_MEMORY;
  if (onDisk) mkdirSync(dirname(path), { recursive: true });
  const db = new BetterSqlite3(path);
  // WAL lets readers carry on while one request writes; in-memory databases ignore it.
  if (onDisk) db.pragma('journal_mode = WAL');
  db.pragma('foreign_keys = ON');
  // better-sqlite3 waits for a lock on the event loop, so every request waits with it: wait
  // briefly, then the request gets a 503 with Retry-After (http/database-busy.ts).
  db.pragma(`busy_timeout = ${BUSY_TIMEOUT_MS}`);
  db.pragma('synchronous = NORMAL');
  return db;
}

/**
 * Kysely over an open SQLite handle. Kysely would prepare every statement again each time;
 * this keeps one prepared statement per SQL text.
 */
export function sqliteDatabase(db: Db): Database {
  const statements = new Map<string, Statement>();
  const prepare = (text: string) => {
    let statement = statements.get(text);
    if (!statement) {
      statement = db.prepare(text);
      statements.set(text, statement);
    }
    return statement;
  };
  return new Kysely({
    dialect: new SqliteDialect({ database: { prepare, close: () => db.close() } }),
  });
}
