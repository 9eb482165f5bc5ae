/**
 * `npm run test:cluster`: the production topology on this machine. One Redis and one PostgreSQL,
 * two `next start` instances of one build and two gateway instances sharing both, and the specs
 * in tests/cluster run against them; all of it is stopped at the end, whether the specs pass,
 * fail or the run is interrupted.
 *
 * CLUSTER_SKIP_BUILD=1 serves the build already in .next-cluster, or in CLUSTER_DIST_DIR (CI
 * serves the one npm test made); CLUSTER_BASE_PORT=n puts Redis on n and the site instances on
 * n+1 and n+2 instead of on free ports.
 */
import { spawn, spawnSync } from 'node:child_process';
import { rmSync } from 'node:fs';
import { join } from 'node:path';
import { E2E_PRODUCTION_ENV, E2E_SECRETS } from '../utils/e2e-env';
import { freePort } from '../utils/free-port';
import { startSite, stopServer } from '../utils/app-servers';
import { copyOfContentSpace } from '../utils/temp-space';
import { startRedisServer } from './redis-server';
import { GATEWAY_CLUSTER_ENV } from './gateway-cluster-env';
import { Teardown } from './teardown';
import { startPostgresServer } from '../postgres/postgres-server';
import { startServerProcess, stopServerProcess } from '../utils/server-process';

const DIST_DIR = process.env.CLUSTER_DIST_DIR || '.next-cluster';
const basePort = Number(process.env.CLUSTER_BASE_PORT) || undefined;
const portAt = (offset: number) => (basePort ? basePort + offset : freePort());

const startedAt = performance.now();
const elapsed = () => `${((performance.now() - startedAt) / 1000).toFixed(1)} s`;
const say = (message: string) => console.info(`[cluster ${elapsed()}] ${message}`);

function buildSite(): void {
  if (process.env.CLUSTER_SKIP_BUILD === '1') return say(`reusing the build in ${DIST_DIR}`);
  say(`building the site into ${DIST_DIR}`);
  const build = spawnSync('npm', ['run', 'build:e2e'], {
    env: { ...process.env, NEXT_DIST_DIR: DIST_DIR },
    stdio: 'inherit',
  });
  if (build.status !== 0) throw new Error(`the build failed (exit code ${build.status})`);
}

function runSpecs(env: Record<string, string>): Promise<number> {
  const playwright = join('node_modules', '.bin', 'playwright');
  const specs = spawn(playwright, ['test', '--config', 'tests/cluster/playwright.config.ts'], {
    env: { ...process.env, ...env },
    stdio: 'inherit',
  });
  return new Promise((resolve) => specs.once('exit', (code) => resolve(code ?? 1)));
}

async function main(teardown: Teardown): Promise<number> {
  buildSite();

  const redis = await startRedisServer(portAt(0));
  teardown.add('redis-server', redis.stop);
  say(`redis-server at ${redis.url}`);

  // The site reads its stories from one copy of the embedded space, which the specs change.
  const contentDir = copyOfContentSpace();
  teardown.add('the scratch content space', () =>
    rmSync(join(contentDir, '..'), { recursive: true, force: true }),
  );

  const postgres = startPostgresServer('gateway_cluster');
  teardown.add('PostgreSQL', postgres.stop);
  say(`${postgres.version} at ${postgres.url}`);
  const shared = { DATABASE_URL: postgres.url, REDIS_URL: redis.url };

  // One after the other: the first migrates and seeds the empty database, the second finds it so.
  const gateways: string[] = [];
  for (const [index, name] of ['a', 'b'].entries()) {
    const port = portAt(3 + index);
    const gateway = await startServerProcess(
      join('node_modules', '.bin', 'tsx'),
      ['gateway/server.ts'],
      {
        env: {
          ...process.env,
          ...E2E_SECRETS,
          ...E2E_PRODUCTION_ENV,
          ...shared,
          ...GATEWAY_CLUSTER_ENV,
          GATEWAY_PORT: String(port),
        },
        readyWhen: 'Gateway listening',
      },
    );
    teardown.add(`gateway instance ${name}`, () => stopServerProcess(gateway));
    gateways.push(`http://127.0.0.1:${port}`);
  }
  say(`gateway instances at ${gateways.join(' and ')}`);

  // Settled, not raced: each instance that starts is stopped even when the other fails to.
  const starting = await Promise.allSettled(
    ['a', 'b'].map(async (name, index) => {
      const port = portAt(1 + index);
      const server = await startSite(port, {
        ...E2E_SECRETS,
        ...E2E_PRODUCTION_ENV,
        NEXT_DIST_DIR: DIST_DIR,
        ...shared,
        LOCAL_CONTENT_DIR: contentDir,
      });
      teardown.add(`site instance ${name}`, () => stopServer(server));
      return `http://127.0.0.1:${port}`;
    }),
  );
  const sites = starting.map((started) => {
    if (started.status === 'rejected') throw started.reason;
    return started.value;
  });
  say(`site instances at ${sites.join(' and ')}`);

  const status = await runSpecs({
    CLUSTER_SITE_A: sites[0]!,
    CLUSTER_SITE_B: sites[1]!,
    CLUSTER_CONTENT_DIR: contentDir,
    CLUSTER_DIST_DIR: DIST_DIR,
    CLUSTER_REDIS_URL: redis.url,
    CLUSTER_GATEWAY_A: gateways[0]!,
    CLUSTER_GATEWAY_B: gateways[1]!,
  });
  say(status === 0 ? 'the cluster specs passed' : `the cluster specs failed (${status})`);
  return status;
}

const teardown = new Teardown();
async function finish(status: number): Promise<never> {
  await teardown.run();
  say('everything stopped');
  process.exit(status);
}
// `on`, not `once`: Ctrl-C reaches this process twice (from the terminal and relayed by tsx).
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    say(`${signal}: stopping everything`);
    void finish(130);
  });
}
main(teardown)
  .catch((error: unknown) => {
    console.error(error);
    return 1;
  })
  .then(finish);
