/**
 * Bursts of new connections (`npm run bench`, after the build; issue 46): 200 connections
 * opened at once, each sending request after request for BURST_SECONDS (default 10), against
 * `npm start` with production's rate limits, on a page, the price list, a postcode look-up
 * past its limit (120 a minute from one address: nearly every answer is a 429) and a login
 * (20 a minute: the rest are 429s). Once over SQLite, once with the limits counted in Redis.
 * Goals: no request over 2 s, no error, timeout or unexpected status, and the refused look-ups
 * answered at least as fast (requests a second) as the price list's 200s. A crowd after a
 * marketing email, or one attacker, must not make the site unresponsive for everyone.
 */
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startRedisServer } from '../cluster/redis-server';
import { E2E_PRODUCTION_ENV, E2E_SECRETS } from '../utils/e2e-env';
import { freePort } from '../utils/free-port';
import { startSite, stopServer } from '../utils/app-servers';

const CONNECTIONS = 200;
const SECONDS = Number(process.env.BURST_SECONDS ?? 10);
const TIMEOUT_SECONDS = 10;
const SLOWEST_MS = 2000;
const PRICE_LIST = '/api/v1/tariffs?region=12';

interface Burst {
  title: string;
  path: string;
  method?: 'GET' | 'POST';
  body?: string;
  /** Statuses a burst may answer besides 2xx. */
  refusals?: readonly number[];
}

const BURSTS: readonly Burst[] = [
  { title: 'page /about', path: '/about' },
  { title: 'price list', path: PRICE_LIST },
  { title: 'postcode look-up, limited', path: '/api/v1/addresses/BS1%204DJ', refusals: [429] },
  {
    title: 'login, limited',
    path: '/api/v1/auth/login',
    method: 'POST',
    body: JSON.stringify({
      email: 'alex@example.com',
      password: 'demo-password-2026',
      short_lived_refresh_token: 'false',
    }),
    refusals: [429],
  },
];

interface Measured {
  perSecond: number;
  refusedPerSecond: number;
  failures: number;
  slowest: number;
}

/** Production as deployed: the e2e server's secrets, with the default rate limits. */
function productionEnv(extra: Record<string, string>): Record<string, string> {
  const env: Record<string, string> = {
    ...E2E_SECRETS,
    ...E2E_PRODUCTION_ENV,
    GATEWAY_DATABASE_PATH: join(mkdtempSync(join(tmpdir(), 'bursts-')), 'gateway.sqlite'),
    ...extra,
  };
  for (const name of Object.keys(env)) if (name.startsWith('RATE_LIMIT_')) delete env[name];
  return env;
}

async function burst(base: string, { title, path, method = 'GET', body, refusals = [] }: Burst) {
  const result = await autocannon({
    url: `${base}${path}`,
    connections: CONNECTIONS,
    duration: SECONDS,
    timeout: TIMEOUT_SECONDS,
    method,
    body,
    headers: body ? { 'content-type': 'application/json' } : {},
  });
  const byStatus = Object.entries(result.statusCodeStats ?? {}).map(
    ([status, { count = 0 }]) => [Number(status), count] as const,
  );
  const expected = (status: number) => (status >= 200 && status < 300) || refusals.includes(status);
  const unexpected = byStatus.filter(([status]) => !expected(status));
  const refused = byStatus.filter(([status]) => refusals.includes(status));
  const count = (entries: (readonly [number, number])[]) =>
    entries.reduce((sum, [, n]) => sum + n, 0);
  const { latency } = result;
  console.info(
    `${title.padEnd(27)} ${result.requests.average.toFixed(0).padStart(6)} req/s   ` +
      `p50 ${latency.p50} ms, p99 ${latency.p99} ms, p99.9 ${latency.p99_9} ms, ` +
      `max ${latency.max} ms   ${byStatus.map(([s, n]) => `${n} × ${s}`).join(', ')}; ` +
      `${result.errors} errors (${result.timeouts} timeouts)`,
  );
  return {
    perSecond: result.requests.average,
    refusedPerSecond: count(refused) / SECONDS,
    failures: result.errors + count(unexpected),
    slowest: latency.max,
  } satisfies Measured;
}

/** Every burst against one `npm start`; says which goals it missed. */
async function run(store: string, extraEnv: Record<string, string>): Promise<string[]> {
  const port = freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startSite(port, productionEnv(extraEnv));
  const missed: string[] = [];
  try {
    // The gateway starts (migrates, seeds) on its first call: a server that has been running.
    await fetch(`${base}${PRICE_LIST}`);
    await fetch(`${base}/about`);
    console.info(`\nRate limits counted in ${store}: ${CONNECTIONS} new connections at once`);
    const measured = new Map<string, Measured>();
    for (const each of BURSTS) {
      const result = await burst(base, each);
      measured.set(each.title, result);
      if (result.slowest > SLOWEST_MS) missed.push(`${store}: ${each.title} over ${SLOWEST_MS} ms`);
      if (result.failures > 0) missed.push(`${store}: ${each.title} failed requests`);
    }
    const priceList = measured.get('price list')!.perSecond;
    const refused = measured.get('postcode look-up, limited')!.refusedPerSecond;
    console.info(
      `429s ${refused.toFixed(0)} req/s ÷ price list ${priceList.toFixed(0)} req/s = ` +
        `${(refused / priceList).toFixed(2)}× (at least 1×)`,
    );
    if (refused < priceList) missed.push(`${store}: 429s slower than the price list's 200s`);
  } finally {
    await stopServer(server);
  }
  return missed;
}

async function main() {
  const missed = await run('SQLite', {});
  const installed = spawnSync(
    'sh',
    ['tests/utils/ensure-debian-package.sh', 'redis-server', 'redis-server'],
    { stdio: 'inherit' },
  );
  if (installed.status !== 0) throw new Error('redis-server is needed for this benchmark');
  const redis = await startRedisServer(freePort());
  try {
    missed.push(...(await run('Redis', { REDIS_URL: redis.url })));
  } finally {
    await redis.stop();
  }
  console.info(missed.length === 0 ? '\nBursts met every goal.' : `\nMissed: ${missed.join('; ')}`);
  process.exitCode = missed.length === 0 ? 0 : 1;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
