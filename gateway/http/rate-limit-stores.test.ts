import { openDatabase } from '../db/database';
import { migrate } from '../db/migrate';
import type { Database } from '../db/sql';
import { testDatabaseLocation } from '@/tests/gateway/test-database';
import { databaseStore } from './rate-limit-stores';

const WINDOW_MS = 60_000;
const START = new Date('2026-03-15T10:00:00.000Z');

let database: Database;
let now: Date;
beforeEach(async () => {
  database = openDatabase(await testDatabaseLocation());
  await migrate(database);
  now = START;
});

/** A limit's store as one instance keeps it, with the window hono-rate-limiter gives it. */
function instanceStore() {
  const store = databaseStore(database, 'login', () => now);
  store.init?.({ windowMs: WINDOW_MS } as Parameters<NonNullable<typeof store.init>>[0]);
  return store;
}

describe('rate limits counted in the database', () => {
  it('counts each client’s hits in its window, and starts again once the window has passed', async () => {
    const store = instanceStore();
    expect(await store.increment('client-a')).toEqual({
      totalHits: 1,
      resetTime: new Date(START.getTime() + WINDOW_MS),
    });
    expect((await store.increment('client-a')).totalHits).toBe(2);
    expect((await store.increment('client-b')).totalHits).toBe(1);
    expect(await store.get?.('client-a')).toMatchObject({ totalHits: 2 });

    now = new Date(START.getTime() + WINDOW_MS);
    expect(await store.get?.('client-a')).toBeUndefined();
    expect(await store.increment('client-a')).toEqual({
      totalHits: 1,
      resetTime: new Date(now.getTime() + WINDOW_MS),
    });
  });

  it('shares the counts between instances on one database, however they interleave', async () => {
    const [first, second] = [instanceStore(), instanceStore()];
    const counted = await Promise.all(
      Array.from({ length: 10 }, (_, i) => (i % 2 ? first : second).increment('client-a')),
    );
    expect(counted.map((info) => info.totalHits).sort((a, b) => a - b)).toEqual([
      1, 2, 3, 4, 5, 6, 7, 8, 9, 10,
    ]);
    expect(await first.get?.('client-a')).toMatchObject({ totalHits: 10 });
  });

  it('takes a hit back, and forgets a client on reset', async () => {
    const store = instanceStore();
    await store.increment('client-a');
    await store.increment('client-a');
    await store.decrement('client-a');
    expect(await store.get?.('client-a')).toMatchObject({ totalHits: 1 });
    await store.resetKey('client-a');
    expect(await store.get?.('client-a')).toBeUndefined();
  });
});
