import { IN_MEMORY, openDatabase } from '@/gateway/db/database';
import { execute, inTransaction, sql, type Database } from '@/gateway/db/sql';
import { snapshotRows, watchRowChanges } from './db-snapshot';

let database: Database;
beforeEach(async () => {
  database = openDatabase(IN_MEMORY);
  await execute(
    database,
    sql`CREATE TABLE meters (id INTEGER PRIMARY KEY, serial TEXT, reading INTEGER)`,
  );
  await execute(database, sql`CREATE TABLE notes (body TEXT)`);
  await execute(database, sql`INSERT INTO meters (serial, reading) VALUES ('A1', 10), ('B2', 20)`);
});

const run = (statement: ReturnType<typeof sql>) => execute(database, statement);

describe('snapshotRows', () => {
  it('changes when any row does, and only then', async () => {
    const before = await snapshotRows(database);
    await run(sql`UPDATE meters SET reading = reading WHERE serial = 'A1'`);
    expect(await snapshotRows(database)).toBe(before);
    await run(sql`UPDATE meters SET reading = 11 WHERE serial = 'A1'`);
    expect(await snapshotRows(database)).not.toBe(before);
  });
});

describe('watchRowChanges', () => {
  it('names each table with a row inserted, deleted or changed', async () => {
    const changes = await watchRowChanges(database);
    await run(sql`INSERT INTO notes VALUES ('hello')`);
    expect(await changes.takeChangedTables()).toEqual(['notes']);
    await run(sql`DELETE FROM meters WHERE serial = 'B2'`);
    await run(sql`UPDATE notes SET body = 'bye'`);
    expect(await changes.takeChangedTables()).toEqual(['meters', 'notes']);
    expect(await changes.takeChangedTables()).toEqual([]);
  });

  it('ignores an update that leaves a row as it was, and writes rolled back', async () => {
    const changes = await watchRowChanges(database);
    await run(sql`UPDATE meters SET reading = 10, serial = 'A1' WHERE id = 1`);
    await expect(
      inTransaction(database, async (transaction) => {
        await execute(transaction, sql`INSERT INTO notes VALUES ('never kept')`);
        throw new Error('refused');
      }),
    ).rejects.toThrow('refused');
    expect(await changes.takeChangedTables()).toEqual([]);
  });
});
