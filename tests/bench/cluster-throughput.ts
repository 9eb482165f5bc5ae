/**
 * Requests a second for a CMS page from one `next start` instance, and from two instances of the
 * same build sharing one Redis page cache (`npm run bench`, after the build): 20 connections in
 * all, split evenly between the instances, CLUSTER_BENCH_SECONDS each (default 5), three
 * interleaved rounds, the median of each; then the ratio. No goal is set: here both instances
 * share the same two cores, so the ratio shows only how much of them one instance leaves idle
 * (Node renders on one thread; the other core serves Redis, the load and the operating system),
 * and that sharing the cache costs little. Where each instance has cores of its own, it scales.
 */
import autocannon from 'autocannon';
import { spawnSync } from 'node:child_process';
import { availableParallelism } from 'node:os';
import { startRedisServer } from '../cluster/redis-server';
import { E2E_PRODUCTION_ENV, E2E_SECRETS } from '../utils/e2e-env';
import { freePort } from '../utils/free-port';
import { startSite, stopServer } from '../utils/app-servers';
import { median } from './median';

const CONNECTIONS = 20;
const SECONDS = Number(process.env.CLUSTER_BENCH_SECONDS ?? 5);
const ROUNDS = 3;
const PAGE = '/about';

/** Requests a second over all the URLs, loaded at once, the connections split between them. */
async function perSecond(urls: readonly string[]): Promise<number> {
  const results = await Promise.all(
    urls.map((url) =>
      autocannon({ url, connections: CONNECTIONS / urls.length, duration: SECONDS }),
    ),
  );
  for (const [index, result] of results.entries()) {
    if (result.non2xx + result.errors > 0) throw new Error(`${urls[index]} failed under load`);
  }
  return results.reduce((sum, result) => sum + result.requests.average, 0);
}

async function main(): Promise<void> {
  const installed = spawnSync(
    'sh',
    ['tests/utils/ensure-debian-package.sh', 'redis-server', 'redis-server'],
    {
      stdio: 'inherit',
    },
  );
  if (installed.status !== 0) throw new Error('redis-server is needed for this benchmark');
  const redis = await startRedisServer(freePort());
  const env = { ...E2E_SECRETS, ...E2E_PRODUCTION_ENV, REDIS_URL: redis.url };
  const ports = [freePort(), freePort()];
  const servers = await Promise.all(ports.map((port) => startSite(port, env)));
  try {
    const urls = ports.map((port) => `http://127.0.0.1:${port}${PAGE}`);
    // Warm both instances and the shared cache before measuring.
    await perSecond(urls);
    const one: number[] = [];
    const two: number[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      one.push(await perSecond(urls.slice(0, 1)));
      two.push(await perSecond(urls));
    }
    const single = median(one);
    const pair = median(two);
    console.info(`One instance:                      ${single.toFixed(0)} requests/s`);
    console.info(`Two instances sharing one Redis:   ${pair.toFixed(0)} requests/s`);
    console.info(
      `Ratio: ${(pair / single).toFixed(2)}×. Both instances share this machine's ${availableParallelism()} ` +
        'cores: a second instance can use only what one leaves idle (it renders on one thread).',
    );
  } finally {
    await Promise.all(servers.map((server) => stopServer(server)));
    await redis.stop();
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
