/**
 * Load benchmark of the standalone gateway (`npm run bench`, not part of `npm test`): login,
 * GET state, POST quotes (new customers' requests of every kind, priced, nothing stored) and
 * the public price list, each at 50 concurrent connections, printing p50, p99 and req/s.
 * Starts its own gateway on a free loopback port over a fresh database, and stops it after.
 * BENCH_SECONDS sets how long each run lasts (default 10). The gateway's rate limits are
 * switched off for it (RATE_LIMITS=off): 50 connections from one address are not people.
 *
 * Then issue 19's goals, as ratios within this one run: a quote at least 0.8× the price list's
 * requests per second with at most 2× its p99, and login at least 0.9× the rate at which this
 * machine verifies Argon2id hashes with the same settings (nothing but the hash should cost).
 * This host's speed drifts from minute to minute, so the runs are taken in three interleaved
 * rounds, each ratio from two runs one after the other, and the median round's is the figure.
 */
import { hash, verify } from '@node-rs/argon2';
import autocannon from 'autocannon';
import { spawn } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { PRODUCTION_PASSWORD_HASHING } from '../../gateway/auth/passwords';
import { freePort } from '../utils/free-port';
import { makeQuoteRequest } from '../utils/make-quote-request';
import { median } from './median';

const CONNECTIONS = 50;
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const ROUNDS = 3;
const WARM_UP_SECONDS = 3;
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
      // Its speed without limits, which production refuses.
      NEXT_PUBLIC_ENVIRONMENT: 'development',
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

interface Run {
  failures: number;
  perSecond: number;
  p99: number;
}

async function run(title: string, options: autocannon.Options): Promise<Run> {
  const result = await autocannon({ connections: CONNECTIONS, duration: SECONDS, ...options });
  const failures = result.non2xx + result.errors + result.timeouts;
  console.info(
    `${title.padEnd(28)} p50 ${String(result.latency.p50).padStart(5)} ms   ` +
      `p99 ${String(result.latency.p99).padStart(5)} ms   ` +
      `${result.requests.average.toFixed(0).padStart(6)} req/s   ` +
      `(${result.requests.total} requests, ${failures} failed)`,
  );
  return { failures, perSecond: result.requests.average, p99: result.latency.p99 };
}

const QUOTE_POSTCODES = ['N7 8JE', 'BS7 9JN', 'LS6 2AP', 'G12 9UP', 'CF10 1EP', 'M14 5TQ'];
const USAGE_TYPES = ['LOW', 'MEDIUM', 'HIGH'] as const;
/**
 * Prospects as they come: homes across six regions with typical use of each size, with and
 * without Economy 7, gas or an electric car; and every other one with the kWh from their bills,
 * never the same twice, so no quote is priced from what an earlier one worked out.
 */
function quoteBody(n: number): string {
  const postcode = QUOTE_POSTCODES[n % QUOTE_POSTCODES.length]!;
  const withGas = n % 3 !== 0;
  const fromBills = n % 2 === 1;
  return JSON.stringify(
    makeQuoteRequest({
      postcode,
      hasEconomySevenMeter: n % 5 === 0,
      fuelType: withGas ? 'DUAL_FUEL' : 'ELECTRICITY_ONLY',
      generateQuotesForEvTariffs: n % 4 === 0,
      ...(fromBills
        ? {
            estimatedUsageType: 'EXACT_AMOUNT',
            electricityUsagePerYearInKwh: String(1800 + (n % 4000)),
            gasUsagePerYearInKwh: withGas ? String(6000 + (n % 12000)) : '',
          }
        : { estimatedUsageType: USAGE_TYPES[n % USAGE_TYPES.length] }),
    }),
  );
}

/**
 * Each connection sends the next prospect's quote, written before the runs: the client shares
 * the machine's two cores with the gateway, so it should spend no more on a quote than on a
 * price list request (autocannon's `setupRequest` would copy its state for every request).
 * One sequence for every round, so no round sends a quote an earlier one priced.
 */
function sendingEachNextQuote(): Pick<autocannon.Options, 'body' | 'setupClient'> {
  const bodies = Array.from({ length: 5_000 * (WARM_UP_SECONDS + SECONDS * ROUNDS) }, (_, n) =>
    quoteBody(n),
  );
  let written = 1;
  return {
    // Each connection's first request is already on its way when it is set up: a typical home.
    body: bodies[0],
    setupClient: (client) =>
      client.on('response', () => client.setBody(bodies[written++ % bodies.length]!)),
  };
}

/**
 * Argon2id verifications a second on this machine, as many at once as the login run's. Like
 * autocannon's count of logins, it counts only those finished within the run: the last one
 * of each of the 50 is still going when time is up.
 */
async function argon2VerifyRate(): Promise<number> {
  const stored = await hash('demo-password-2026', PRODUCTION_PASSWORD_HASHING);
  const until = Date.now() + SECONDS * 1000;
  let verified = 0;
  await Promise.all(
    Array.from({ length: CONNECTIONS }, async () => {
      while (Date.now() < until) {
        await verify(stored, 'demo-password-2026');
        if (Date.now() <= until) verified += 1;
      }
    }),
  );
  const perSecond = verified / SECONDS;
  console.info(
    `${'Argon2id verify (in process)'.padEnd(28)} ${' '.repeat(31)}${perSecond.toFixed(0).padStart(6)} /s`,
  );
  return perSecond;
}

/**
 * Each endpoint served for a few seconds before anything is measured: a gateway serves for
 * hours, and the first seconds of a fresh process (its code compiled as it first runs, its heap
 * grown to size) cost the first round's quotes a fifth of their rate, the price list a
 * twentieth, which says nothing of either in service.
 */
async function warmUp(targets: readonly autocannon.Options[]) {
  for (const target of targets) {
    await autocannon({ connections: CONNECTIONS, duration: WARM_UP_SECONDS, ...target });
  }
}

/** Prints one goal's ratio and whether it is met. */
function goal(title: string, ratio: number, met: boolean, target: string): boolean {
  console.info(
    `${title.padEnd(44)} ${ratio.toFixed(2)}×  (goal ${target}) ${met ? 'met' : 'NOT MET'}`,
  );
  return met;
}

/** The middle of the rounds' ratios: each compares two runs taken one after the other. */
const ratioOf = (rounds: [number, number][]) => median(rounds.map(([a, b]) => a / b));

async function main() {
  const port = freePort();
  const base = `http://127.0.0.1:${port}`;
  const gateway = await startGateway(port);
  try {
    const session = await fetch(`${base}/api/v1/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: LOGIN,
    });
    const { token } = z.object({ token: z.string() }).parse(await session.json());
    console.info(
      `${CONNECTIONS} connections, ${SECONDS} s each, against ${base} (rate limits off), ` +
        `${ROUNDS} interleaved rounds\n`,
    );
    const targets = {
      login: {
        url: `${base}/api/v1/auth/login`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: LOGIN,
      },
      state: {
        url: `${base}/api/v1/accounts/1/state`,
        headers: { authorization: `Bearer ${token}` },
      },
      quotes: {
        url: `${base}/api/v1/quotes`,
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        ...sendingEachNextQuote(),
      },
      priceList: { url: `${base}/api/v1/tariffs?region=12` },
    } satisfies Record<string, autocannon.Options>;
    await warmUp(Object.values(targets));
    const runs: Run[] = [];
    const quoteRates: [number, number][] = [];
    const quoteP99s: [number, number][] = [];
    const loginRates: [number, number][] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const login = await run('POST /api/v1/auth/login', targets.login);
      const verifyRate = await argon2VerifyRate();
      const state = await run('GET /api/v1/accounts/1/state', targets.state);
      const quotes = await run('POST /api/v1/quotes (mixed)', targets.quotes);
      const priceList = await run('GET /api/v1/tariffs', targets.priceList);
      runs.push(login, state, quotes, priceList);
      quoteRates.push([quotes.perSecond, priceList.perSecond]);
      quoteP99s.push([quotes.p99, priceList.p99]);
      loginRates.push([login.perSecond, verifyRate]);
      console.info('');
    }

    const quoteRate = ratioOf(quoteRates);
    const quoteP99 = ratioOf(quoteP99s);
    const loginRate = ratioOf(loginRates);
    const met = [
      goal('quote req/s ÷ price list req/s', quoteRate, quoteRate >= 0.8, '≥ 0.8'),
      goal('quote p99 ÷ price list p99', quoteP99, quoteP99 <= 2, '≤ 2'),
      goal('login req/s ÷ Argon2id verifications/s', loginRate, loginRate >= 0.9, '≥ 0.9'),
    ].every(Boolean);
    const failures = runs.reduce((sum, r) => sum + r.failures, 0);
    process.exitCode = failures > 0 || !met ? 1 : 0;
  } finally {
    gateway.kill('SIGTERM');
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
