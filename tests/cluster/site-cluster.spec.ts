import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createClient } from 'redis';
import type { Blok } from '@/lib/content/story';
import { createStoryStore } from '@/lib/content/local-space/story-store';
import { E2E_SECRETS } from '../utils/e2e-env';

/**
 * Two `next start` instances of one build sharing one Redis (tests/cluster/run.ts starts them):
 * a page one renders is served by the other, and a page the webhook regenerates through one
 * is what the other serves next.
 */
const siteA = process.env.CLUSTER_SITE_A!;
const siteB = process.env.CLUSTER_SITE_B!;
const contentDir = process.env.CLUSTER_CONTENT_DIR!;
const distDir = process.env.CLUSTER_DIST_DIR!;
const redisUrl = process.env.CLUSTER_REDIS_URL!;

const ABOUT_ID = 101;
const ABOUT_HEADING = /<h1[^>]*>About So Energy<\/h1>/;
const NEW_HEADING = 'About So Energy: powering the cluster';

test.describe.configure({ mode: 'serial' });

test('both instances report the shared Redis up, and are never cached', async ({ request }) => {
  for (const site of [siteA, siteB]) {
    const health = await request.get(`${site}/api/health`);
    expect(health.status()).toBe(200);
    expect(health.headers()['cache-control']).toBe('no-store');
    expect(await health.json()).toEqual({ status: 'ok', database: 'up', redis: 'up' });
  }
});

test('a page rendered by one instance is served from the shared cache by the other', async ({
  request,
}) => {
  const rendered = await request.get(`${siteA}/about`);
  expect(rendered.headers()['x-nextjs-cache']).toBe('MISS');
  const html = await rendered.text();
  expect(html).toMatch(ABOUT_HEADING);

  const shared = await request.get(`${siteB}/about`);
  expect(shared.headers()['x-nextjs-cache']).toBe('HIT');
  expect(await shared.text()).toBe(html);

  // In the database REDIS_URL names (0), under the build's id.
  const buildId = readFileSync(join(distDir, 'BUILD_ID'), 'utf8').trim();
  const redis = await createClient({ url: redisUrl }).connect();
  try {
    expect(await redis.keys(`${buildId}/*/about`)).toHaveLength(1);
  } finally {
    await redis.quit();
  }
});

/** The about page's hero headline changed and published, as the editor would. */
function publishAboutHeadline(headline: string): void {
  const stories = createStoryStore({ root: contentDir, checkDraft: () => [] });
  const { content } = stories.get(ABOUT_ID).draft;
  const [hero, ...rest] = content.body as Blok[];
  stories.saveDraft(
    ABOUT_ID,
    { content: { ...content, body: [{ ...hero, headline }, ...rest] } },
    'cluster',
  );
  stories.publish(ABOUT_ID, 'cluster');
}

const headingServedBy = async (request: APIRequestContext, site: string) =>
  /<h1[^>]*>([^<]*)<\/h1>/.exec(await (await request.get(`${site}/about`)).text())?.[1];

test('a page the webhook regenerates through one instance is served fresh by the other', async ({
  request,
}) => {
  // Both instances answer /about from memory now (server.ts): A must not, once its webhook is done.
  for (const site of [siteA, siteB]) {
    expect(await headingServedBy(request, site)).not.toBe(NEW_HEADING);
  }
  publishAboutHeadline(NEW_HEADING);
  const webhook = await request.post(
    `${siteA}/api/revalidate?secret=${E2E_SECRETS.REVALIDATE_SECRET}`,
    { data: { full_slug: 'about', action: 'published' } },
  );
  expect(webhook.status()).toBe(200);
  expect(await webhook.json()).toEqual({ revalidated: ['/about'] });
  const regeneratedAt = Date.now();

  expect(await headingServedBy(request, siteA)).toBe(NEW_HEADING);
  // Instance B may answer from its own copy of its last read for a second
  // (lib/redis/page-cache-handler.mjs), never for the handler's default ten, and from the
  // response it keeps in memory for another (server.ts).
  await expect.poll(() => headingServedBy(request, siteB), { timeout: 3000 }).toBe(NEW_HEADING);
  console.info(
    `instance B served the new heading ${Date.now() - regeneratedAt} ms after the webhook`,
  );
});
