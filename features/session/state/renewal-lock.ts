import * as z from 'zod/mini';

/**
 * Runs one renewal at a time across every tab of the site. The gateway rotates the refresh
 * token on each refresh and revokes the whole session when a rotated one comes back, so two
 * tabs must never send the same refresh cookie at once.
 */
export interface RenewalLock {
  run<T>(task: () => Promise<T>): Promise<T>;
}

/** Also taken by the service worker when it renews the session to send kept readings. */
export const SESSION_RENEWAL_LOCK = 'so-energy-session-renewal';

/** The Web Locks API: the browser queues the tabs. */
export function createWebLocksRenewalLock(locks: LockManager): RenewalLock {
  return {
    async run<T>(task: () => Promise<T>): Promise<T> {
      let outcome: { value: T } | undefined;
      // Held until the task settles; its error rejects the request.
      await locks.request(SESSION_RENEWAL_LOCK, async () => {
        outcome = { value: await task() };
      });
      if (!outcome) throw new Error('The renewal lock was not granted.');
      return outcome.value;
    },
  };
}

/** One task at a time within this tab. */
export function createInTabRenewalLock(): RenewalLock {
  let queue: Promise<unknown> = Promise.resolve();
  return {
    run<T>(task: () => Promise<T>): Promise<T> {
      const result = queue.then(task);
      queue = result.catch(() => undefined);
      return result;
    },
  };
}

const leaseSchema = z.object({ owner: z.string(), until: z.number() });

export interface LeaseOptions {
  /** Longest a tab may hold the lease: a tab closed mid-renewal frees it after this. */
  leaseMs?: number;
  /** How long to wait before checking that our claim was not overwritten by another tab. */
  settleMs?: number;
  /** How often to look again while another tab holds the lease. */
  retryMs?: number;
  now?: () => number;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * For browsers without Web Locks: a lease in localStorage (an owner id and an expiry, never a
 * token). A tab claims a free lease, waits a moment and keeps it only if its claim survived.
 */
export function createStorageLeaseRenewalLock(
  storage: Storage,
  { leaseMs = 15_000, settleMs = 30, retryMs = 50, now = Date.now }: LeaseOptions = {},
): RenewalLock {
  const inTab = createInTabRenewalLock();

  const read = () => {
    try {
      return leaseSchema.parse(JSON.parse(storage.getItem(SESSION_RENEWAL_LOCK) ?? 'null'));
    } catch {
      return null;
    }
  };

  async function acquire(owner: string): Promise<void> {
    for (;;) {
      const lease = read();
      if (!lease || lease.until <= now()) {
        storage.setItem(SESSION_RENEWAL_LOCK, JSON.stringify({ owner, until: now() + leaseMs }));
        await sleep(settleMs);
        if (read()?.owner === owner) return;
      } else {
        await sleep(retryMs);
      }
    }
  }

  return {
    run: (task) =>
      inTab.run(async () => {
        const owner = `${now()}-${Math.random().toString(36).slice(2)}`;
        await acquire(owner);
        try {
          return await task();
        } finally {
          if (read()?.owner === owner) storage.removeItem(SESSION_RENEWAL_LOCK);
        }
      }),
  };
}

function usableLocalStorage(): Storage | null {
  try {
    const probe = `${SESSION_RENEWAL_LOCK}-probe`;
    window.localStorage.setItem(probe, probe);
    window.localStorage.removeItem(probe);
    return window.localStorage;
  } catch {
    return null;
  }
}

/** Web Locks where the browser has them, else the localStorage lease, else this tab only. */
export function createBrowserRenewalLock(): RenewalLock {
  if (typeof navigator !== 'undefined' && navigator.locks) {
    return createWebLocksRenewalLock(navigator.locks);
  }
  const storage = typeof window === 'undefined' ? null : usableLocalStorage();
  return storage ? createStorageLeaseRenewalLock(storage) : createInTabRenewalLock();
}
