import {
  sql,
  type Compilable,
  type Kysely,
  type QueryResult,
  type RawBuilder,
  type Transaction,
} from 'kysely';
import { z } from 'zod';
import type { Tables } from './schema';

export { sql };

/**
 * Kysely checks every query built with `selectFrom`, `insertInto`, `updateTable` and
 * `deleteFrom` against the schema's tables and columns (schema.ts). SQL the builder cannot say
 * is written in the `sql` tag, which binds every `${value}` as a parameter in the dialect's
 * own style. Either way rows are parsed by zod where they arrive.
 */
export type Database = Kysely<Tables>;
/** The database, or the transaction a request's writes share. */
export type Executor = Database | Transaction<Tables>;

/** A query in the `sql` tag, or one Kysely's builder made. */
type Query = RawBuilder<unknown> | Compilable<unknown>;

function run(db: Executor, query: Query): Promise<QueryResult<unknown>> {
  return 'isRawBuilder' in query ? query.execute(db) : db.executeQuery(query);
}

/** Rows cross a boundary too: each one is parsed with the schema it must fit. */
export async function queryAll<Row extends z.ZodType>(
  db: Executor,
  row: Row,
  query: Query,
): Promise<z.output<Row>[]> {
  const { rows } = await run(db, query);
  return z.array(row).parse(rows);
}

export async function queryOne<Row extends z.ZodType>(
  db: Executor,
  row: Row,
  query: Query,
): Promise<z.output<Row> | undefined> {
  const { rows } = await run(db, query);
  return rows.length === 0 ? undefined : row.parse(rows[0]);
}

/** The first column of the first row, parsed: a single value such as a count or a version. */
export async function queryValue<Value extends z.ZodType>(
  db: Executor,
  value: Value,
  query: Query,
): Promise<z.output<Value> | undefined> {
  const { rows } = await run(db, query);
  const [first] = rows;
  return first === undefined ? undefined : value.parse(Object.values(first as object)[0]);
}

/** Runs a statement that returns no rows; says how many rows it changed. */
export async function execute(db: Executor, query: Query): Promise<{ changes: number }> {
  const { numAffectedRows } = await run(db, query);
  return { changes: Number(numAffectedRows ?? 0) };
}

/** Runs an `INSERT … RETURNING id` and gives the new row's id. */
export async function insertId(db: Executor, query: Query): Promise<number> {
  const id = await queryValue(db, z.coerce.number().int(), query);
  if (id === undefined) throw new Error('The INSERT returned no id: end it with RETURNING id');
  return id;
}

const afterCommitHooks = new WeakMap<Executor, (() => void)[]>();

/** How often a transaction is tried when concurrent ones keep getting in its way. */
const TRANSACTION_ATTEMPTS = 5;

/**
 * PostgreSQL's answer when transactions running at once could not have run one after another
 * (a serialization failure, or a deadlock): trying again, afresh, succeeds or answers as if
 * the other had gone first.
 */
const concurrentConflict = (error: unknown) =>
  error instanceof Error && 'code' in error && (error.code === '40001' || error.code === '40P01');

/**
 * Runs `work` in a transaction, or inside the one `db` already is (an idempotent request's).
 * Transactions are serializable: what one reads, another cannot change before it commits
 * (SQLite runs one at a time; on PostgreSQL a clash is tried again, TRANSACTION_ATTEMPTS in
 * all), so a check and the write it guards can never both pass twice. Every statement in
 * `work` must go through the executor it is given: on SQLite the database waits for the
 * transaction to end, so a statement sent to it from inside would wait forever.
 */
export async function inTransaction<Result>(
  db: Executor,
  work: (transaction: Executor) => Promise<Result>,
): Promise<Result> {
  if (db.isTransaction) return work(db);
  for (let attempt = 1; ; attempt += 1) {
    const hooks: (() => void)[] = [];
    const lasting: Lasting[] = [];
    try {
      const result = await db
        .transaction()
        .setIsolationLevel('serializable')
        .execute((transaction) => {
          afterCommitHooks.set(transaction, hooks);
          lastingWrites.set(transaction, lasting);
          return work(transaction);
        });
      for (const hook of hooks) hook();
      await writeLasting(db, lasting);
      return result;
    } catch (error) {
      if (attempt >= TRANSACTION_ATTEMPTS || !concurrentConflict(error)) {
        await writeLasting(db, lasting);
        throw error;
      }
    }
  }
}

type Lasting = (db: Executor) => Promise<void>;
const lastingWrites = new WeakMap<Executor, Lasting[]>();

async function writeLasting(db: Executor, writes: readonly Lasting[]): Promise<void> {
  for (const write of writes) await write(db);
}

/**
 * Writes what must stand whether or not `db`'s transaction commits (a wrong password counted
 * towards a lockout, though the request it came with fails): at once outside a transaction,
 * otherwise on the database once the transaction has ended, committed or rolled back.
 */
export async function writeWhateverTheOutcome(db: Executor, write: Lasting): Promise<void> {
  if (!db.isTransaction) return write(db);
  const writes = lastingWrites.get(db);
  if (!writes) throw new Error('Start transactions with inTransaction, so that writes can last');
  writes.push(write);
}

/** Runs `hook` once `db`'s transaction has committed (at once outside one), never on a rollback. */
export function afterCommit(db: Executor, hook: () => void): void {
  if (!db.isTransaction) return hook();
  const hooks = afterCommitHooks.get(db);
  if (!hooks) throw new Error('Start transactions with inTransaction, so that hooks can run');
  hooks.push(hook);
}

/** SQLite stores booleans as 0 and 1, and so does the gateway's schema on PostgreSQL. */
export const sqlBoolean = z.union([z.literal(0), z.literal(1)]).transform((value) => value === 1);

/** A boolean as the schema stores it (sqlBoolean reads it back). */
export const sqlFlag = (value: boolean | undefined): 0 | 1 => (value ? 1 : 0);
