/**
 * Load benchmark of the standalone gateway (`npm run bench`, not part of `npm test`): login,
 * GET state, POST quotes (a new customer's dual-fuel quote, priced and stored) and the public
 * price list, each at 50 concurrent connections, printing p50, p99 and requests per second.
 * Starts its own gateway on a free loopback port over a fresh database, and stops it after.
 * BENCH_SECONDS sets how long each run lasts (default 10). The gateway's rate limits are
 * switched off for it (RATE_LIMITS=off): 50 connections from one address are not people.
 */
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { freePort } from '../utils/free-port';
import { makeQuoteRequest } from '../utils/make-quote-request';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const LOGIN = JSON.stringify({
  email: 'alex@example.com',
  password: 'demo-password-2026',
  short_lived_refresh_token: 'false',
});

async function startGateway(port: number) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'gateway/server.ts'], {
    env: {
      ...process.env,
      GATEWAY_PORT: String(port),
      GATEWAY_DATABASE_PATH: join(mkdtempSync(join(tmpdir(), 'gateway-bench-')), 'gateway.sqlite'),
      GATEWAY_URL: '',
      RATE_LIMITS: 'off',
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      if (chunk.toString().includes('Gateway listening')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`The gateway exited with code ${code}`)));
  });
  return child;
}

async function run(title: string, options: autocannon.Options) {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  const failures = result.non2xx + result.errors + result.timeouts;
  console.info(
    `${title.padEnd(28)} p50 ${String(result.latency.p50).padStart(5)} ms   ` +
      `p99 ${String(result.latency.p99).padStart(5)} ms   ` +
      `${result.requests.average.toFixed(0).padStart(6)} req/s   ` +
      `(${result.requests.total} requests, ${failures} failed)`,
  );
  return failures;
}

async function main() {
  const port = freePort();
  const base = `http://127.0.0.1:${port}`;
  const gateway = await startGateway(port);
  try {
    const login = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: LOGIN,
    });
    const { token } = z.object({ token: z.string() }).parse(await login.json());
    console.info(
      `${CONNECTIONS} connections, ${SECONDS} s each, against ${base} (rate limits off)\n`,
    );
    const failures =
      (await run('POST /api/v1/auth/login', {
        url: `${base}/api/v1/auth/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: LOGIN,
      })) +
      (await run('GET /api/v1/accounts/1/state', {
        url: `${base}/api/v1/accounts/1/state`,
        headers: { authorization: `Bearer ${token}` },
      })) +
      (await run('POST /api/v1/quotes', {
        url: `${base}/api/v1/quotes`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(
          makeQuoteRequest({ postcode: 'N7 8JE', generateQuotesForEvTariffs: true }),
        ),
      })) +
      (await run('GET /api/v1/tariffs', { url: `${base}/api/v1/tariffs?region=12` }));
    process.exitCode = failures > 0 ? 1 : 0;
  } finally {
    gateway.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
