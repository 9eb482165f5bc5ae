import type { RawBuilder } from 'kysely';
import { afterEach, beforeEach, vi } from 'vitest';
import { createTestGateway, type TestGateway } from '@/tests/gateway/test-gateway';

/** The test gateway's "now" (15 March 2026): pages under test should agree on the day. */
export { TEST_NOW } from '@/tests/gateway/test-gateway';

/**
 * How a request fails: an answer with this status (the gateway never sees it), no connection
 * ('network'), or 'lost-answer': the gateway handles it but the answer never arrives.
 */
type Interruption = { status: number; body?: unknown } | 'network' | 'lost-answer';

export interface ServedGateway {
  gateway: TestGateway;
  /** Every request the page made, in order. */
  requests: Request[];
  /** The next request to a path starting with `path` fails this way instead of reaching the gateway. */
  interruptNext(path: string, how: Interruption): void;
  /** Holds the next request to `path` until the returned function is called. */
  holdNext(path: string): () => void;
}

/**
 * Serves the real reference gateway (a fresh, seeded in-memory database) behind the browser's
 * `fetch`, so a component talks to it as it would on the site. Only the network is simulated:
 * a test can make one request fail or wait. Call in `beforeEach`; restore with
 * `vi.unstubAllGlobals()`.
 */
export async function serveTestGateway(): Promise<ServedGateway> {
  const gateway = await createTestGateway();
  const requests: Request[] = [];
  const interruptions: { path: string; how: Interruption }[] = [];
  const holds: { path: string; released: Promise<void> }[] = [];

  const take = <T extends { path: string }>(list: T[], path: string): T | undefined => {
    const index = list.findIndex((entry) => path.startsWith(entry.path));
    return index === -1 ? undefined : list.splice(index, 1)[0];
  };

  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init?: RequestInit) => {
    const request = new Request(new URL(String(input), 'http://localhost'), init);
    requests.push(request.clone());
    const path = new URL(request.url).pathname;
    await take(holds, path)?.released;
    const interruption = take(interruptions, path);
    if (interruption === undefined) return gateway.app.fetch(request);
    if (interruption.how === 'lost-answer') await gateway.app.fetch(request);
    if (typeof interruption.how === 'string') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(interruption.how.body ?? {}), {
      status: interruption.how.status,
      headers: { 'content-type': 'application/json' },
    });
  });

  return {
    gateway,
    requests,
    interruptNext(path, how) {
      interruptions.push({ path, how });
    },
    holdNext(path) {
      let release = () => {};
      holds.push({ path, released: new Promise<void>((resolve) => (release = resolve)) });
      return () => release();
    },
  };
}

/**
 * `serveTestGateway()` before each test of the file (and the globals and spies restored after
 * it); call the returned function inside a test for that test's gateway.
 */
export function serveTestGatewayForEachTest(): () => ServedGateway {
  let served: ServedGateway | null = null;
  beforeEach(async () => {
    served = await serveTestGateway();
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
    served = null;
  });
  return () => {
    if (!served) throw new Error('The test gateway is served only while a test runs');
    return served;
  };
}

/** The rows a query of the served gateway's database gives: what a form's sending stored. */
export async function storedRows(served: ServedGateway, query: RawBuilder<unknown>) {
  return (await query.execute(served.gateway.database)).rows;
}
