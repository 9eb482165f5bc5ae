/**
 * A closed-loop load: each client holds one keep-alive connection and goes round its journey,
 * one request at a time, until time is up.
 *
 * The clients connect before the clock starts. Node (libuv 1.46) accepts one connection per
 * turn of its event loop, and a saturated server's turns are long, so 200 connections opened in
 * the same millisecond wait in the kernel's accept queue for up to 16 s — a connection storm no
 * site meets behind a load balancer, which keeps its connections to the server open. Each client
 * therefore sends one request first, all at once, while the server is idle and accepts quickly.
 */
import { Agent, request } from 'node:http';

export interface Step {
  path: string;
  method?: string;
  headers?: Record<string, string>;
  body?: string;
}

export interface LoadResult {
  requests: number;
  /** How many requests failed, by what went wrong and where ("503 GET /about"). */
  failures: Map<string, number>;
  /** Response times in milliseconds. */
  latency: { p50: number; p99: number; max: number };
}

interface Options {
  base: string;
  clients: number;
  seconds: number;
  journey: Step[];
  timeoutMs?: number;
}

class Failure extends Error {}

function send(agent: Agent, base: string, step: Step, timeoutMs: number): Promise<void> {
  const method = step.method ?? 'GET';
  return new Promise((resolve, reject) => {
    const outgoing = request(
      new URL(step.path, base),
      { agent, method, headers: step.headers, timeout: timeoutMs },
      (response) => {
        response.resume();
        response.once('end', () => {
          const status = response.statusCode ?? 0;
          if (status >= 200 && status < 300) resolve();
          else reject(new Failure(`${status} ${method} ${step.path}`));
        });
        response.once('error', () => reject(new Failure(`broken ${method} ${step.path}`)));
      },
    );
    outgoing.once('timeout', () => {
      outgoing.destroy(new Failure(`timeout ${method} ${step.path}`));
    });
    outgoing.once('error', (error) =>
      reject(
        error instanceof Failure ? error : new Failure(`${error.message} ${method} ${step.path}`),
      ),
    );
    outgoing.end(step.body);
  });
}

function percentile(sorted: number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * fraction))] ?? 0;
}

/** Connects every client, then runs the load; `onStart` is called when the clock starts. */
export async function runClosedLoop(
  { base, clients, seconds, journey, timeoutMs = 10_000 }: Options,
  onStart: () => void = () => {},
): Promise<LoadResult> {
  const agents = Array.from(
    { length: clients },
    () => new Agent({ keepAlive: true, maxSockets: 1 }),
  );
  await Promise.all(agents.map((agent) => send(agent, base, journey[0]!, 60_000)));

  onStart();
  const latencies: number[] = [];
  const failures = new Map<string, number>();
  const deadline = Date.now() + seconds * 1000;
  await Promise.all(
    agents.map(async (agent, client) => {
      for (let turn = client; Date.now() < deadline; turn += 1) {
        const started = performance.now();
        try {
          await send(agent, base, journey[turn % journey.length]!, timeoutMs);
        } catch (error) {
          const reason = error instanceof Failure ? error.message : String(error);
          failures.set(reason, (failures.get(reason) ?? 0) + 1);
        }
        latencies.push(performance.now() - started);
      }
    }),
  );
  for (const agent of agents) agent.destroy();

  latencies.sort((a, b) => a - b);
  return {
    requests: latencies.length,
    failures,
    latency: {
      p50: Math.round(percentile(latencies, 0.5)),
      p99: Math.round(percentile(latencies, 0.99)),
      max: Math.round(latencies.at(-1) ?? 0),
    },
  };
}
