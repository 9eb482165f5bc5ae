import { randomBytes } from 'node:crypto';
import { IN_MEMORY, openDatabase } from './database';
import { sql, type Database } from './sql';

/** The PostgreSQL server the gateway's tests run on (npm run test:postgres); unset: SQLite. */
export const TEST_DATABASE_URL = 'GATEWAY_TEST_DATABASE_URL';

let server: Database | undefined;

/**
 * Where a test opens a fresh, empty database: in memory, or on the test server a schema of its
 * own (the connection's search_path), so tests never see each other's rows. The server is
 * thrown away after the run, and the schemas with it.
 */
export async function testDatabaseLocation(): Promise<string> {
  const url = process.env[TEST_DATABASE_URL];
  if (!url) return IN_MEMORY;
  server ??= openDatabase(url);
  const schema = `test_${randomBytes(8).toString('hex')}`;
  await sql`CREATE SCHEMA ${sql.id(schema)}`.execute(server);
  const location = new URL(url);
  location.searchParams.set('options', `-c search_path=${schema}`);
  return location.href;
}
