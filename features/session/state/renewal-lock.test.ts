import {
  createInTabRenewalLock,
  createStorageLeaseRenewalLock,
  createWebLocksRenewalLock,
  type RenewalLock,
} from './renewal-lock';

/** Runs `count` tasks through `locks` at once; returns the most that ever ran together. */
async function mostAtOnce(locks: RenewalLock[], count: number): Promise<number> {
  let running = 0;
  let most = 0;
  const task = async () => {
    running += 1;
    most = Math.max(most, running);
    await new Promise((resolve) => setTimeout(resolve, 5));
    running -= 1;
  };
  await Promise.all(
    Array.from({ length: count }, (_, index) => locks[index % locks.length]?.run(task)),
  );
  return most;
}

function memoryStorage(): Storage {
  const items = new Map<string, string>();
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('renewal locks', () => {
  it('in one tab, run one task at a time and pass on results and errors', async () => {
    const lock = createInTabRenewalLock();
    expect(await mostAtOnce([lock], 4)).toBe(1);
    await expect(lock.run(async () => Promise.reject(new Error('refused')))).rejects.toThrow(
      'refused',
    );
    expect(await lock.run(async () => 'next')).toBe('next');
  });

  it('over Web Locks, hold the named lock for as long as the task runs', async () => {
    const held: string[] = [];
    const locks = {
      request: vi.fn(async (name: string, callback: () => Promise<unknown>) => {
        held.push(name);
        const result = await callback();
        held.pop();
        return result;
      }),
    };
    const lock = createWebLocksRenewalLock(locks as unknown as LockManager);

    const result = await lock.run(async () => {
      expect(held).toEqual(['so-energy-session-renewal']);
      return 'renewed';
    });
    expect(result).toBe('renewed');
    expect(held).toEqual([]);
  });

  it('without Web Locks, two tabs sharing localStorage never run at once', async () => {
    const storage = memoryStorage();
    const options = { settleMs: 2, retryMs: 1 };
    const tabs = [
      createStorageLeaseRenewalLock(storage, options),
      createStorageLeaseRenewalLock(storage, options),
    ];
    expect(await mostAtOnce(tabs, 6)).toBe(1);
    expect(storage.length).toBe(0);
  });

  it('without Web Locks, a lease left by a closed tab frees itself', async () => {
    const storage = memoryStorage();
    storage.setItem(
      'so-energy-session-renewal',
      JSON.stringify({ owner: 'closed-tab', until: Date.now() - 1 }),
    );
    const lock = createStorageLeaseRenewalLock(storage, { settleMs: 1 });
    expect(await lock.run(async () => 'renewed')).toBe('renewed');
  });
});
