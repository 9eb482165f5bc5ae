import { expect, test, type APIRequestContext } from '@playwright/test';
import type { ChildProcess } from 'node:child_process';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { loadSpace } from '@/lib/content/local-space/space';
import { expectNoAxeViolations } from '../utils/axe';
import { startCdnTestServer, type CdnTestServer } from '../utils/cdn-test-server';
import { E2E_PRODUCTION_ENV, E2E_SECRETS } from '../utils/e2e-env';
import { freePort } from '../utils/free-port';
import { startSite, stopServer } from '../utils/app-servers';

/**
 * The deployed site reading its content from Storyblok over the network, here a local Content
 * Delivery API that can go down. It serves a copy of the end-to-end build, so the pages this
 * server regenerates (or fails to) are its own.
 */
const DIST_DIR = '.next-content-outage';
const ABOUT_HEADING = 'About So Energy';
/** A single story's request; lists of stories still answer. */
const SINGLE_STORY = /\/cdn\/stories\/./;

let content: CdnTestServer;
let server: ChildProcess;
let base: string;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  content = await startCdnTestServer(loadSpace(join(process.cwd(), 'content')));
  rmSync(DIST_DIR, { recursive: true, force: true });
  cpSync('.next', DIST_DIR, {
    recursive: true,
    filter: (source) => relative('.next', source) !== 'cache',
  });
  const port = freePort();
  base = `http://127.0.0.1:${port}`;
  server = await startSite(
    port,
    {
      ...E2E_SECRETS,
      ...E2E_PRODUCTION_ENV,
      NEXT_DIST_DIR: DIST_DIR,
      CONTENT_SOURCE: 'storyblok',
      STORYBLOK_TOKEN: 'published-token',
      STORYBLOK_API_URL: content.endpoint,
      GATEWAY_DATABASE_PATH: join(mkdtempSync(join(tmpdir(), 'outage-')), 'gateway.sqlite'),
    },
    { quiet: true },
  );
});

test.afterAll(async () => {
  await stopServer(server);
  await content.close();
  rmSync(DIST_DIR, { recursive: true, force: true });
});

test.afterEach(() => {
  content.failNext(0, 200);
  content.delayResponses(0);
});

const regenerate = (request: APIRequestContext, slug: string) =>
  request.post(`${base}/api/revalidate?secret=${E2E_SECRETS.REVALIDATE_SECRET}`, {
    data: { full_slug: slug, action: 'published' },
  });

const storyRequests = (slug: string) =>
  content.requests.filter(({ url }) => url.pathname.endsWith(`/cdn/stories/${slug}`)).length;

test('published pages keep being served while the content service is down', async ({ page }) => {
  content.failNext(Infinity, 503);
  for (const path of ['/', '/about']) {
    const response = await page.goto(`${base}${path}`);
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ABOUT_HEADING);
});

test('a page whose regeneration fails keeps the version it had', async ({ page, request }) => {
  const regenerated = await regenerate(request, 'about');
  expect(regenerated.status()).toBe(200);
  expect(await regenerated.json()).toEqual({ revalidated: ['/about'] });

  content.failNext(Infinity, 503, SINGLE_STORY);
  const attemptsBefore = storyRequests('about');
  const refused = await regenerate(request, 'about');
  expect(storyRequests('about')).toBeGreaterThan(attemptsBefore);
  expect(refused.status()).toBe(503);
  expect(await refused.json()).toEqual({
    statusCode: 503,
    message:
      '/about could not be regenerated: the content service did not answer. Those pages keep their last version; send the webhook again once it is back.',
  });

  expect((await page.goto(`${base}/about`))?.status()).toBe(200);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(ABOUT_HEADING);
});

test('the webhook says so when the content service cannot list the pages', async ({ request }) => {
  content.failNext(Infinity, 503);
  const refused = await regenerate(request, 'about');
  expect(refused.status()).toBe(503);
  expect((await refused.json()).message).toMatch(/^No page was regenerated: the content service/);
});

test('a page never built answers the error page, and is not remembered as missing', async ({
  page,
}) => {
  const path = `${base}/help/never-built-${Date.now()}`;
  content.failNext(Infinity, 503);
  expect((await page.goto(path))?.status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('An error occurred');
  await expect(page.getByText('Please try again in a few minutes.')).toBeVisible();
  await expectNoAxeViolations(page);

  content.failNext(0, 200);
  expect((await page.goto(path))?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).not.toHaveText('An error occurred');
});

test('a content service that stops answering times out into the error page', async ({ page }) => {
  content.delayResponses(60_000);
  const response = await page.goto(`${base}/help/never-built-${Date.now()}`);
  expect(response?.status()).toBe(500);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('An error occurred');
});
