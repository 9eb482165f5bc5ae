import type { Statement } from 'better-sqlite3';
import { z } from 'zod';
import type { Db } from './database';

/** Values SQLite binds: positional, or named (`@name`) in one object. */
export type SqlValue = string | number | bigint | null;
export type SqlParams = readonly SqlValue[] | [Readonly<Record<string, SqlValue>>];

const cache = new WeakMap<Db, Map<string, Statement>>();

/** Prepares each SQL text once per database, and once more if its first column is plucked. */
function prepare(db: Db, sql: string, { pluck = false } = {}): Statement {
  let statements = cache.get(db);
  if (!statements) {
    statements = new Map();
    cache.set(db, statements);
  }
  const key = pluck ? `pluck:${sql}` : sql;
  let statement = statements.get(key);
  if (!statement) {
    statement = pluck ? db.prepare(sql).pluck() : db.prepare(sql);
    statements.set(key, statement);
  }
  return statement;
}

/** Rows cross a boundary too: each one is parsed with the schema it must fit. */
export function queryAll<Row extends z.ZodType>(
  db: Db,
  row: Row,
  sql: string,
  ...params: SqlParams
): z.output<Row>[] {
  return z.array(row).parse(prepare(db, sql).all(...params));
}

export function queryOne<Row extends z.ZodType>(
  db: Db,
  row: Row,
  sql: string,
  ...params: SqlParams
): z.output<Row> | undefined {
  const found: unknown = prepare(db, sql).get(...params);
  return found === undefined ? undefined : row.parse(found);
}

/** The first column of the first row, parsed: a single value such as a count or a version. */
export function queryValue<Value extends z.ZodType>(
  db: Db,
  value: Value,
  sql: string,
  ...params: SqlParams
): z.output<Value> | undefined {
  const found: unknown = prepare(db, sql, { pluck: true }).get(...params);
  return found === undefined ? undefined : value.parse(found);
}

export function execute(db: Db, sql: string, ...params: SqlParams) {
  return prepare(db, sql).run(...params);
}

export { sqlBoolean } from './sql';
