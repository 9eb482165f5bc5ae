import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { BUSY_TIMEOUT_MS, IN_MEMORY, databaseIsUp, dialectOf, openDatabase } from './database';
import { inTransaction, queryValue, sql, type Database } from './sql';

const pragma = (database: Database, name: string) =>
  queryValue(database, z.union([z.string(), z.number()]), sql`PRAGMA ${sql.raw(name)}`);

/** A server that takes connections and never answers. */
async function silentServer(): Promise<{ server: Server; port: number }> {
  const server = createServer(() => {});
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('no port');
  return { server, port: address.port };
}

describe('openDatabase', () => {
  it('opens a SQLite file in WAL mode, with foreign keys, waiting at most a second for a lock', async () => {
    const database = openDatabase(
      join(mkdtempSync(join(tmpdir(), 'gateway-db-')), 'nested', 'gateway.sqlite'),
    );
    try {
      expect(await pragma(database, 'journal_mode')).toBe('wal');
      expect(await pragma(database, 'foreign_keys')).toBe(1);
      expect(await pragma(database, 'synchronous')).toBe(1);
      expect(await pragma(database, 'busy_timeout')).toBe(BUSY_TIMEOUT_MS);
      expect(BUSY_TIMEOUT_MS).toBeLessThanOrEqual(1000);
    } finally {
      await database.destroy();
    }
  });

  it.each([
    ['postgres://gateway@db.example.com/gateway', 'postgres'],
    ['postgresql://gateway@db.example.com:5433/gateway', 'postgres'],
    [IN_MEMORY, 'sqlite'],
  ])('opens %s on %s', (location, dialect) => {
    expect(dialectOf(openDatabase(location))).toBe(dialect);
  });

  it('knows the dialect inside a transaction too', async () => {
    await inTransaction(openDatabase(IN_MEMORY), async (transaction) => {
      expect(dialectOf(transaction)).toBe('sqlite');
    });
  });
});

describe('databaseIsUp', () => {
  it('is true when the database answers', async () => {
    expect(await databaseIsUp(openDatabase(IN_MEMORY))).toBe(true);
  });

  it('is false when the server refuses the connection', async () => {
    const { server, port } = await silentServer();
    server.close();
    expect(await databaseIsUp(openDatabase(`postgres://gateway@127.0.0.1:${port}/gateway`))).toBe(
      false,
    );
  });

  it('is false, within the time given, when the server does not answer', async () => {
    const { server, port } = await silentServer();
    try {
      const started = Date.now();
      const database = openDatabase(`postgres://gateway@127.0.0.1:${port}/gateway`);
      expect(await databaseIsUp(database, 200)).toBe(false);
      expect(Date.now() - started).toBeLessThan(1000);
    } finally {
      server.close();
    }
  });
});
