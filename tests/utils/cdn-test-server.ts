import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { answerCdnRequest } from '@/lib/content/local-space/cdn-handler';
import type { Space } from '@/lib/content/local-space/space';

export interface RecordedRequest {
  url: URL;
  at: number;
}

export interface CdnTestServer {
  endpoint: string;
  requests: RecordedRequest[];
  /**
   * Answer the next `count` requests (`Infinity`: every one, until told otherwise) with this
   * status (e.g. 429) instead of the space; only those whose path matches `only`, when given.
   */
  failNext(count: number, status: number, only?: RegExp): void;
  /** Hold every response this long before answering. */
  delayResponses(ms: number): void;
  close(): Promise<void>;
}

/** A real HTTP server answering the CDN API from an in-memory space, with injectable faults. */
export async function startCdnTestServer(space: Space): Promise<CdnTestServer> {
  const requests: RecordedRequest[] = [];
  let failures: { count: number; status: number; only?: RegExp } = { count: 0, status: 200 };
  let delay = 0;
  const held = new Set<NodeJS.Timeout>();

  const server: Server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://127.0.0.1');
    requests.push({ url, at: performance.now() });
    const answer = () => {
      if (failures.count > 0 && (failures.only?.test(url.pathname) ?? true)) {
        failures.count--;
        res.writeHead(failures.status, { 'Content-Type': 'application/json' });
        res.end(JSON.stringify({ error: `Injected ${failures.status}` }));
        return;
      }
      const { status, headers, body } = answerCdnRequest(space, url, 1);
      res.writeHead(status, { 'Content-Type': 'application/json', ...headers });
      res.end(JSON.stringify(body));
    };
    if (delay === 0) return answer();
    const timer = setTimeout(() => {
      held.delete(timer);
      answer();
    }, delay);
    held.add(timer);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    endpoint: `http://127.0.0.1:${port}/v2`,
    requests,
    failNext(count, status, only) {
      failures = { count, status, only };
    },
    delayResponses(ms) {
      delay = ms;
    },
    close: () =>
      new Promise((resolve) => {
        for (const timer of held) clearTimeout(timer);
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
