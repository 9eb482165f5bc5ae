/**
 * Soak of the production build (`npm run bench`, after the build): 200 concurrent clients, each
 * on a keep-alive connection of its own opened before the clock starts (closed-loop.ts), for
 * 60 s across marketing pages, the login and quote pages, and gateway calls (a signed-in
 * customer's state and bills, the price list, a new quote), against `next start` with its
 * embedded gateway over a fresh database. Passes with no failed request and memory flat: the
 * server's resident memory at the end at most 1.2 × what it was after the first 10 s.
 * SOAK_SECONDS and SOAK_CONNECTIONS change the run. It serves the build as the end-to-end
 * suite does (`npm run build:e2e`): production, whose rate limits cannot be switched off, so
 * they are raised out of reach of 200 clients from one address, which are not people.
 */
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { E2E_PRODUCTION_ENV, E2E_SECRETS } from '../utils/e2e-env';
import { freePort } from '../utils/free-port';
import { startSite, stopServer } from '../utils/app-servers';
import { makeQuoteRequest } from '../utils/make-quote-request';
import { runClosedLoop, type Step } from './closed-loop';
import { residentBytes } from './resident-memory';

const CONNECTIONS = Number(process.env.SOAK_CONNECTIONS ?? 200);
const SECONDS = Number(process.env.SOAK_SECONDS ?? 60);
const WARM_UP_SECONDS = 10;
const MAX_GROWTH = 1.2;

function startServer(port: number) {
  return startSite(port, {
    ...E2E_SECRETS,
    ...E2E_PRODUCTION_ENV,
    GATEWAY_DATABASE_PATH: join(mkdtempSync(join(tmpdir(), 'soak-')), 'gateway.sqlite'),
  });
}

async function logIn(base: string): Promise<string> {
  const response = await fetch(`${base}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: 'alex@example.com',
      password: 'demo-password-2026',
      short_lived_refresh_token: 'false',
    }),
  });
  return z.object({ token: z.string() }).parse(await response.json()).token;
}

/** What one client asks for, in turn: pages people open and the calls their screens make. */
function journey(token: string): Step[] {
  const signedIn = { authorization: `Bearer ${token}` };
  return [
    { path: '/' },
    { path: '/about' },
    { path: '/accounts/login' },
    { path: '/energy/quote?postcode=BS7%209JN' },
    { path: '/api/v1/accounts/1/state', headers: signedIn },
    { path: '/api/v1/accounts/1/bills', headers: signedIn },
    { path: '/api/v1/tariffs?region=12' },
    {
      path: '/api/v1/quotes',
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(makeQuoteRequest({ postcode: 'N7 8JE' })),
    },
  ];
}

async function main() {
  const port = freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startServer(port);
  try {
    const token = await logIn(base);
    console.info(
      `Soak: ${CONNECTIONS} clients for ${SECONDS} s against ${base} (rate limits raised out of reach)`,
    );
    let afterWarmUp = 0;
    let warmUp: NodeJS.Timeout | undefined;
    const result = await runClosedLoop(
      { base, clients: CONNECTIONS, seconds: SECONDS, journey: journey(token) },
      () => {
        warmUp = setTimeout(() => {
          afterWarmUp = residentBytes(server.pid!);
        }, WARM_UP_SECONDS * 1000);
      },
    );
    clearTimeout(warmUp);
    const atEnd = residentBytes(server.pid!);
    const failures = [...result.failures.values()].reduce((total, count) => total + count, 0);
    const growth = atEnd / afterWarmUp;
    const mib = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(0)} MiB`;
    console.info(
      `${result.requests} requests, ${(result.requests / SECONDS).toFixed(0)} req/s, ` +
        `p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ` +
        `slowest ${result.latency.max} ms, ${failures} failed\n` +
        `memory: ${mib(afterWarmUp)} after ${WARM_UP_SECONDS} s, ${mib(atEnd)} at the end ` +
        `(× ${growth.toFixed(2)}, at most × ${MAX_GROWTH})`,
    );
    for (const [reason, count] of result.failures) {
      console.error(`Soak failed: ${count} × ${reason}`);
    }
    if (growth > MAX_GROWTH) console.error('Soak failed: memory grew.');
    process.exitCode = failures > 0 || growth > MAX_GROWTH ? 1 : 0;
  } finally {
    await stopServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
