import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './tests/utils/chromium';
import {
  E2E_EDITOR_FACTORS_PATH,
  E2E_PRODUCTION_ENV,
  E2E_SECRETS,
  E2E_STAGING_ENV,
  E2E_STAGING_GATEWAY_ENV,
} from './tests/utils/e2e-env';
import { freePort } from './tests/utils/free-port';

// Workers re-load this file: the ports chosen by the main process reach them through the env.
process.env.E2E_PORT ||= String(freePort());
process.env.E2E_STAGING_PORT ||= String(freePort());
process.env.E2E_DEV_PORT ||= String(freePort());
const port = Number(process.env.E2E_PORT);
const stagingPort = Number(process.env.E2E_STAGING_PORT);
const devPort = Number(process.env.E2E_DEV_PORT);
const baseURL = `http://127.0.0.1:${port}`;
const stagingURL = `http://127.0.0.1:${stagingPort}`;
const devURL = `http://127.0.0.1:${devPort}`;

/** `npm test` has just built the app; `npm run test:e2e` on its own builds first. */
const serve = process.env.E2E_SKIP_BUILD ? 'npm run start' : 'npm run build:e2e && npm run start';

/**
 * Journeys start from the seed: each server's embedded gateway gets a new database every run,
 * and the main server's content space is a copy of `content/`, which the editor's specs change.
 */
const E2E_DATA_DIR = '.data/e2e';
const E2E_CONTENT_DIR = `${E2E_DATA_DIR}/content`;
const STAGING_DATA_DIR = '.data/e2e-staging';
const DEV_DATA_DIR = '.data/e2e-dev';
const DEV_CONTENT_DIR = `${DEV_DATA_DIR}/content`;

const STAGING_SPECS = /staging\/.*\.spec\.ts$/;
/** What editors and developers meet under `npm run dev`, in the sweep. */
const DEV_SPECS = /dev\/.*\.spec\.ts$/;
/**
 * The sweep's own project (below): every seeded page opened and scanned, and the checks of the
 * same kind across many pages: their layout at each width, and forced colours and motion.
 */
const SWEEP_SPECS = /(seeded-routes|layout|forced-colours-and-motion)\.spec\.ts$/;
/**
 * `npm run test:sweep` (E2E_SWEEP=1), which CI runs after `npm test`: the staging build's
 * specs, the sweep of every seeded page (at 1320 px, and at 320 px with text spacing) with the
 * other checks across pages, the journeys that make lasting changes, and the editor under
 * `npm run dev`, kept out of `npm test`
 * to keep it under 15 minutes on 2 cores (the staging build alone holds every spec back until it
 * is done, and the lasting changes run one at a time).
 */
const sweep = process.env.E2E_SWEEP === '1';
/**
 * Journeys that change what other specs read (alex's login email, his renewal) run one at a
 * time, in the sweep: no spec of `npm test` sees their changes.
 */
const LASTING_CHANGE_SPECS = /lasting-changes\/.*\.spec\.ts$/;
const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: { executablePath: chromiumPath, args: chromiumArgs },
};

/** The staging build's server, for the sweep only. */
const stagingServer = {
  command:
    `rm -rf ${STAGING_DATA_DIR} && npm run build && ` +
    `npm run start -- --port ${stagingPort} --hostname 127.0.0.1`,
  url: stagingURL,
  env: {
    ...E2E_SECRETS,
    ...E2E_STAGING_GATEWAY_ENV,
    ...E2E_STAGING_ENV,
    GATEWAY_DATABASE_PATH: `${STAGING_DATA_DIR}/gateway.sqlite`,
    EDITOR_FACTORS_PATH: `${STAGING_DATA_DIR}/editor-factors.json`,
    NEXT_PUBLIC_SITE_URL: stagingURL,
  },
  timeout: 300_000,
  reuseExistingServer: false,
  stdout: 'pipe',
  stderr: 'pipe',
} as const;

/** `npm run dev` as a fresh clone runs it, over its own copy of the content space. */
const devServer = {
  command:
    `rm -rf ${DEV_DATA_DIR} && mkdir -p ${DEV_DATA_DIR} && cp -r content ${DEV_CONTENT_DIR} && ` +
    `npm run dev -- --port ${devPort} --hostname 127.0.0.1`,
  url: devURL,
  env: {
    GATEWAY_DATABASE_PATH: `${DEV_DATA_DIR}/gateway.sqlite`,
    LOCAL_CONTENT_DIR: DEV_CONTENT_DIR,
  },
  timeout: 120_000,
  reuseExistingServer: false,
  stdout: 'pipe',
  stderr: 'pipe',
} as const;

export default defineConfig({
  testDir: './tests/e2e',
  fullyParallel: true,
  forbidOnly: true,
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  // Generous: axe scans of long pages are slow on a 2-core machine under load.
  timeout: 60_000,
  // Most steps wait on the gateway (pricing renewal offers, a quote, a login), which on a loaded
  // 2-core machine takes longer than Playwright's 5 s: assertions wait as long as a customer would.
  expect: { timeout: 20_000 },
  // A registered service worker would answer requests that specs mock with page.route and
  // keep files between pages: only the offline readings' spec lets it run (test.use there).
  use: { trace: 'retain-on-failure', serviceWorkers: 'block' },
  projects: sweep
    ? [
        { name: 'seeded-routes', testMatch: SWEEP_SPECS, use: { ...browser, baseURL } },
        {
          name: 'lasting-changes',
          testMatch: LASTING_CHANGE_SPECS,
          // The editor's specs change pages the sweep opens: they start once it is done.
          dependencies: ['seeded-routes'],
          fullyParallel: false,
          workers: 1,
          use: { ...browser, baseURL },
        },
        // NEXT_PUBLIC_ values are fixed at build time: staging has a build of its own.
        { name: 'staging', testMatch: STAGING_SPECS, use: { ...browser, baseURL: stagingURL } },
        { name: 'dev', testMatch: DEV_SPECS, use: { ...browser, baseURL: devURL } },
      ]
    : [
        {
          name: 'chromium',
          testIgnore: [STAGING_SPECS, LASTING_CHANGE_SPECS, SWEEP_SPECS, DEV_SPECS],
          use: { ...browser, baseURL },
        },
      ],
  webServer: [
    {
      command:
        `rm -rf ${E2E_DATA_DIR} && mkdir -p ${E2E_DATA_DIR} && cp -r content ${E2E_CONTENT_DIR} && ` +
        `${serve} -- --port ${port} --hostname 127.0.0.1`,
      url: baseURL,
      env: {
        ...E2E_SECRETS,
        ...E2E_PRODUCTION_ENV,
        GATEWAY_DATABASE_PATH: `${E2E_DATA_DIR}/gateway.sqlite`,
        LOCAL_CONTENT_DIR: E2E_CONTENT_DIR,
        // Inside E2E_DATA_DIR, removed above: every run enrols its editors afresh.
        EDITOR_FACTORS_PATH: E2E_EDITOR_FACTORS_PATH,
      },
      timeout: 300_000,
      reuseExistingServer: false,
      stdout: 'pipe',
      stderr: 'pipe',
    },
    ...(sweep ? [stagingServer, devServer] : []),
  ],
});
