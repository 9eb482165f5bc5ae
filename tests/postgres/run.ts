/**
 * `npm run test:postgres [-- vitest arguments]`: the gateway's test suite (or the files named)
 * on a throwaway PostgreSQL server, stopped and removed afterwards, whatever the outcome.
 */
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { startPostgresServer } from './postgres-server';

const startedAt = performance.now();
const server = startPostgresServer();
const stopOnSignal = () => {
  server.stop();
  process.exit(130);
};
process.on('SIGINT', stopOnSignal);
process.on('SIGTERM', stopOnSignal);
console.info(`${server.version}, up in ${((performance.now() - startedAt) / 1000).toFixed(1)} s`);

const paths = process.argv.slice(2);
const suite = spawnSync(
  'npx',
  ['vitest', 'run', ...(paths.length > 0 ? paths : ['gateway', 'tests/gateway'])],
  {
    stdio: 'inherit',
    env: { ...process.env, GATEWAY_TEST_DATABASE_URL: server.url },
  },
);
if (suite.status !== 0) {
  console.error("The end of the server's log:");
  console.error(readFileSync(server.logFile, 'utf8').split('\n').slice(-20).join('\n'));
}
server.stop();
process.exit(suite.status ?? 1);
