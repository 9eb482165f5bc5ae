import { z } from 'zod';
import { dialectOf, openDatabase } from './database';
import { generatedId } from './spelling';
import {
  execute,
  inTransaction,
  insertId,
  queryAll,
  queryOne,
  queryValue,
  sql,
  sqlBoolean,
} from './sql';
import { testDatabaseLocation } from '@/tests/gateway/test-database';

async function scratchDatabase() {
  const database = openDatabase(await testDatabaseLocation());
  return {
    database,
    ready: execute(
      database,
      sql`CREATE TABLE notes (id ${generatedId[dialectOf(database)]}, text TEXT NOT NULL, done INTEGER NOT NULL DEFAULT 0)`,
    ),
  };
}

const note = z.object({ id: z.number(), text: z.string(), done: sqlBoolean });

describe('the gateway’s SQL helpers', () => {
  it('binds every interpolated value as a parameter, never as SQL', async () => {
    const { database, ready } = await scratchDatabase();
    await ready;
    const text = "Robert'); DROP TABLE notes; --";
    const id = await insertId(
      database,
      sql`INSERT INTO notes (text) VALUES (${text}) RETURNING id`,
    );
    expect(await queryOne(database, note, sql`SELECT * FROM notes WHERE id = ${id}`)).toEqual({
      id,
      text,
      done: false,
    });
  });

  it('parses every row, and refuses one that does not fit', async () => {
    const { database, ready } = await scratchDatabase();
    await ready;
    await execute(database, sql`INSERT INTO notes (text, done) VALUES ('a', 1), ('b', 0)`);
    expect(await queryAll(database, note, sql`SELECT * FROM notes ORDER BY id`)).toEqual([
      { id: 1, text: 'a', done: true },
      { id: 2, text: 'b', done: false },
    ]);
    await expect(
      queryAll(database, z.object({ text: z.number() }), sql`SELECT text FROM notes`),
    ).rejects.toThrow();
    expect(await queryOne(database, note, sql`SELECT * FROM notes WHERE id = 99`)).toBeUndefined();
    expect(await queryValue(database, z.number(), sql`SELECT count(*) FROM notes`)).toBe(2);
  });

  it('gives counts and sums as numbers, which PostgreSQL sends as text (int8, numeric)', async () => {
    const { database, ready } = await scratchDatabase();
    await ready;
    await execute(database, sql`INSERT INTO notes (text) VALUES ('a'), ('b')`);
    const sums = z.object({ count: z.number(), sum: z.number(), big_sum: z.number() });
    expect(
      await queryOne(
        database,
        sums,
        sql`SELECT count(*) AS count, sum(id) AS sum, sum(CAST(id AS BIGINT)) AS big_sum FROM notes`,
      ),
    ).toEqual({ count: 2, sum: 3, big_sum: 3 });
  });

  it('says how many rows a statement changed', async () => {
    const { database, ready } = await scratchDatabase();
    await ready;
    await execute(database, sql`INSERT INTO notes (text) VALUES ('a'), ('b'), ('c')`);
    expect(await execute(database, sql`UPDATE notes SET done = 1 WHERE id > 1`)).toEqual({
      changes: 2,
    });
  });

  it('rolls a transaction back whole, and runs nested work inside the outer one', async () => {
    const { database, ready } = await scratchDatabase();
    await ready;
    await expect(
      inTransaction(database, async (outer) => {
        await execute(outer, sql`INSERT INTO notes (text) VALUES ('kept only with the rest')`);
        await inTransaction(outer, (inner) => {
          expect(inner).toBe(outer);
          return execute(inner, sql`INSERT INTO notes (text) VALUES ('inner')`);
        });
        throw new Error('the request failed');
      }),
    ).rejects.toThrow('the request failed');
    expect(await queryValue(database, z.number(), sql`SELECT count(*) FROM notes`)).toBe(0);
  });
});
