import type { ClientRateLimitInfo, Store } from 'hono-rate-limiter';
import { LRUCache } from 'lru-cache';

/** The most clients one instance remembers as over a limit; the least recent are forgotten. */
const MAX_REMEMBERED = 10_000;

/**
 * A limit's store that remembers, in this instance's memory, each client it has counted past
 * `limit`, until that client's window ends. Until then the client is refused from memory: no
 * database write or Redis round trip, so a refusal costs less than the work it refuses.
 *
 * Counts are kept per fixed window (the window's end does not move with later hits), so the
 * hits it does not pass on change nothing: every instance sharing the store sees the client
 * over its limit until the same moment, and lets it in again then.
 */
export function rememberRefusals(store: Store, limit: number): Store {
  const refusedUntil = new LRUCache<string, Date>({ max: MAX_REMEMBERED });
  const remembered = (client: string): ClientRateLimitInfo | undefined => {
    const resetTime = refusedUntil.get(client);
    if (!resetTime) return undefined;
    if (resetTime.getTime() > Date.now()) return { totalHits: limit + 1, resetTime };
    refusedUntil.delete(client);
    return undefined;
  };
  return {
    init: (options) => store.init?.(options),
    async get(client) {
      return remembered(client) ?? store.get?.(client);
    },
    async increment(client) {
      const known = remembered(client);
      if (known) return known;
      const counted = await store.increment(client);
      if (counted.totalHits > limit && counted.resetTime) {
        // A copy: hono-rate-limiter's MemoryStore moves its own Date on to the next window.
        refusedUntil.set(client, new Date(counted.resetTime));
      }
      return counted;
    },
    async decrement(client) {
      refusedUntil.delete(client);
      await store.decrement(client);
    },
    async resetKey(client) {
      refusedUntil.delete(client);
      await store.resetKey(client);
    },
  };
}
