import { defineConfig } from '@playwright/test';

/**
 * The specs `npm run test:cluster` runs once tests/cluster/run.ts has started the cluster; they
 * find its instances in CLUSTER_* variables. HTTP only: no browser is started.
 */
export default defineConfig({
  testDir: '.',
  testMatch: /.*\.spec\.ts$/,
  forbidOnly: true,
  retries: 0,
  workers: 1,
  timeout: 60_000,
  reporter: 'list',
});
