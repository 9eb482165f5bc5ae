import Database from 'better-sqlite3';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { execute, sql } from '../db/sql';
import { snapshotRows } from '@/tests/gateway/db-snapshot';
import { createTestGateway, type LoggedIn, type TestGateway } from '@/tests/gateway/test-gateway';
import { DATABASE_BUSY_MESSAGE } from './database-busy';

let gateway: TestGateway;
let alex: LoggedIn;
/** A second connection to the gateway's database file, as another process would hold. */
let other: Database.Database;

beforeEach(async () => {
  const databasePath = join(mkdtempSync(join(tmpdir(), 'gateway-busy-')), 'gateway.sqlite');
  gateway = await createTestGateway({ databasePath });
  alex = await gateway.login('alex@example.com');
  // Not the production wait: the test only needs the lock to outlast it.
  await execute(gateway.database, sql`PRAGMA busy_timeout = 20`);
  other = new Database(databasePath);
});

afterEach(async () => {
  if (other.inTransaction) other.exec('ROLLBACK');
  other.close();
  await gateway.database.destroy();
});

const changePhone = (phone: string) =>
  gateway.as(alex, '/api/v1/customers/1', { method: 'PATCH', json: { phone } });

describe('when another connection holds the write lock', () => {
  it('answers a write with 503, Retry-After and the error shape, never a stack', async () => {
    other.exec('BEGIN IMMEDIATE');
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);

    const response = await changePhone('07700 900111');

    expect(response.status).toBe(503);
    expect(response.headers.get('retry-after')).toBe('1');
    const text = await response.text();
    expect(JSON.parse(text)).toEqual({ message: DATABASE_BUSY_MESSAGE, statusCode: 503 });
    expect(text).not.toMatch(/SQLITE|database is locked|at \w+ \(/);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
  });

  it('changes no row, and the same write succeeds once the lock is released', async () => {
    other.exec('BEGIN IMMEDIATE');
    const before = await snapshotRows(gateway.database);
    expect((await changePhone('07700 900111')).status).toBe(503);
    expect(await snapshotRows(gateway.database)).toBe(before);

    other.exec('ROLLBACK');
    expect((await changePhone('07700 900111')).status).toBe(200);
  });

  it('still answers reads (the database is in WAL mode)', async () => {
    other.exec('BEGIN IMMEDIATE');
    other.prepare("UPDATE customers SET phone = '07700 900222' WHERE id = 1").run();
    const response = await gateway.as(alex, '/api/v1/customers/me');
    expect(response.status).toBe(200);
  });
});
