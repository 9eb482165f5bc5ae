import { MemoryStore, type Store } from 'hono-rate-limiter';
import { rememberRefusals } from './remembered-refusals';

const LIMIT = 2;
const WINDOW_MS = 60_000;

/** A MemoryStore that counts the calls that reach it, as a database or Redis would be asked. */
function countedStore() {
  const inner = new MemoryStore();
  inner.init({ windowMs: WINDOW_MS } as Parameters<MemoryStore['init']>[0]);
  const calls = { increment: 0, get: 0 };
  const store: Store = {
    increment: (client) => {
      calls.increment += 1;
      return inner.increment(client);
    },
    get: (client) => {
      calls.get += 1;
      return inner.get(client);
    },
    decrement: (client) => inner.decrement(client),
    resetKey: (client) => inner.resetKey(client),
  };
  return { store, calls, shutdown: () => inner.shutdown() };
}

afterEach(() => {
  vi.useRealTimers();
});

describe('refusals remembered in memory', () => {
  it('passes hits on until a client is over its limit, then refuses it without asking the store', async () => {
    const { store, calls, shutdown } = countedStore();
    const remembering = rememberRefusals(store, LIMIT);
    const hits = [];
    for (let i = 0; i < 6; i += 1) hits.push((await remembering.increment('client-a')).totalHits);

    expect(hits).toEqual([1, 2, 3, 3, 3, 3]);
    expect(calls.increment).toBe(LIMIT + 1);
    expect(await remembering.get?.('client-a')).toMatchObject({ totalHits: LIMIT + 1 });
    expect(calls.get).toBe(0);
    // Other clients are counted as before.
    expect((await remembering.increment('client-b')).totalHits).toBe(1);
    expect(calls.increment).toBe(LIMIT + 2);
    shutdown();
  });

  it('says when the window ends, and counts in the store again once it has', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { store, calls, shutdown } = countedStore();
    const remembering = rememberRefusals(store, LIMIT);
    let refused;
    for (let i = 0; i <= LIMIT + 1; i += 1) refused = await remembering.increment('client-a');
    const resetTime = refused?.resetTime?.getTime() ?? 0;
    expect(resetTime - Date.now()).toBeGreaterThan(WINDOW_MS - 1000);

    vi.setSystemTime(resetTime);
    expect(await remembering.increment('client-a')).toMatchObject({ totalHits: 1 });
    expect(calls.increment).toBe(LIMIT + 2);
    shutdown();
  });

  it('is not fooled by the store moving its own window on for another instance', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const { store, shutdown } = countedStore();
    const [first, second] = [rememberRefusals(store, LIMIT), rememberRefusals(store, LIMIT)];
    for (let i = 0; i <= LIMIT; i += 1) await first.increment('client-a');
    vi.setSystemTime(Date.now() + WINDOW_MS);
    // The other instance starts the client's next window in the shared store.
    expect((await second.increment('client-a')).totalHits).toBe(1);
    expect((await first.increment('client-a')).totalHits).toBe(2);
    shutdown();
  });

  it('forgets a client the store is told to forget', async () => {
    const { store, shutdown } = countedStore();
    const remembering = rememberRefusals(store, LIMIT);
    for (let i = 0; i <= LIMIT; i += 1) await remembering.increment('client-a');
    await remembering.resetKey('client-a');
    expect((await remembering.increment('client-a')).totalHits).toBe(1);
    shutdown();
  });
});
