/**
 * `npm run build:e2e`: the production build the end-to-end suite serves, built with the
 * environment its server runs with (a build fixes NEXT_PUBLIC_ values, and production stops
 * without its secrets).
 */
import { spawnSync } from 'node:child_process';
import { E2E_PRODUCTION_ENV, E2E_SECRETS } from './e2e-env';

const build = spawnSync('npm', ['run', 'build'], {
  env: { ...process.env, ...E2E_SECRETS, ...E2E_PRODUCTION_ENV },
  stdio: 'inherit',
});
process.exit(build.status ?? 1);
