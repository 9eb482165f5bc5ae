import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/utils/chromium';
import { E2E_SECRETS } from './tests/utils/e2e-env';
import { freePort } from './tests/utils/free-port';

// Workers re-load this file: the port chosen by the main process reaches them through the env.
process.env.E2E_PORT ||= String(freePort());
const port = Number(process.env.E2E_PORT);
const baseURL = `http://127.0.0.1:${port}`;

/** `npm test` has just built the app; `npm run test:e2e` on its own builds first. */
const serve = process.env.E2E_SKIP_BUILD ? 'npm run start' : 'npm run build && npm run start';

/** Journeys start from the seed: the embedded gateway gets a new database on every run. */
const E2E_DATA_DIR = '.data/e2e';
const freshGateway = `rm -rf ${E2E_DATA_DIR} && GATEWAY_DATABASE_PATH=${E2E_DATA_DIR}/gateway.sqlite`;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // Generous: axe scans of long pages are slow on a 2-core machine under load.
  timeout: 60_000,
  use: {
    baseURL,
    trace: 'retain-on-failure',
    launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
  },
  projects: [{ name: 'chromium', use: { ...devices['Desktop Chrome'] } }],
  webServer: {
    command: `${freshGateway} ${serve} -- --port ${port} --hostname 127.0.0.1`,
    url: baseURL,
    env: E2E_SECRETS,
    timeout: 300_000,
    reuseExistingServer: false,
    stdout: 'pipe',
    stderr: 'pipe',
  },
});
