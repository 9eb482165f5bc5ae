import { sql } from '@/gateway/db/sql';
import { preparedTestDatabase } from './test-database';

const prepare = vi.fn(
  async (database: Parameters<Parameters<typeof preparedTestDatabase>[0]>[0]) => {
    await sql`CREATE TABLE notes (id INTEGER PRIMARY KEY, body TEXT NOT NULL)`.execute(database);
    await sql`INSERT INTO notes (id, body) VALUES (1, 'prepared')`.execute(database);
  },
);

const bodies = async (database: Awaited<ReturnType<typeof preparedTestDatabase>>) =>
  (await sql<{ body: string }>`SELECT body FROM notes ORDER BY id`.execute(database)).rows.map(
    (row) => row.body,
  );

describe('a prepared test database', () => {
  it('is prepared once per file and copied for each test, each copy its own', async () => {
    const first = await preparedTestDatabase(prepare);
    const second = await preparedTestDatabase(prepare);
    expect(prepare).toHaveBeenCalledTimes(1);
    await sql`INSERT INTO notes (id, body) VALUES (2, 'first only')`.execute(first);
    await sql`DELETE FROM notes WHERE id = 1`.execute(second);
    expect(await bodies(first)).toEqual(['prepared', 'first only']);
    expect(await bodies(second)).toEqual([]);
    expect(await bodies(await preparedTestDatabase(prepare))).toEqual(['prepared']);
    await Promise.all([first.destroy(), second.destroy()]);
  });
});
