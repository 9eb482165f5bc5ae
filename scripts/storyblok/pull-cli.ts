// npm run storyblok:pull [-- --out <folder>]: a Storyblok space into the embedded space's format.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import * as z from 'zod';
import { createContentClient } from '@/lib/content/client';
import { checkContent } from '@/tests/content/check-content';
import { pull, pushedImages } from './pull';
import { allPages } from './remote-space';
import { managementConfig, spaceClient, SyncConfigError } from './sync-config';

const deliveryEnvSchema = z.object({
  STORYBLOK_PREVIEW_TOKEN: z
    .string({ error: 'a preview token, which reads drafts, is required' })
    .min(1, 'a preview token, which reads drafts, is required'),
  STORYBLOK_REGION: z.enum(['eu', 'us', 'ca', 'ap', 'cn']).default('eu'),
  STORYBLOK_API_URL: z.url().optional(),
});

/** The site's images push uploaded, when a management token can list the space's assets. */
async function imagesOfSpace() {
  if (!process.env.STORYBLOK_MANAGEMENT_TOKEN) return undefined;
  const client = spaceClient(managementConfig(process.env));
  const assets = await allPages(
    async (page) => (await client.assets.list({ query: { page, per_page: 100 } })).data.assets,
  );
  return pushedImages(assets);
}

async function main() {
  const { values } = parseArgs({ options: { out: { type: 'string' } } });
  const env = deliveryEnvSchema.safeParse(process.env);
  if (!env.success)
    throw new SyncConfigError(
      `Set ${env.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')}`,
    );
  const out = resolve(
    values.out ?? process.env.LOCAL_CONTENT_DIR ?? join(process.cwd(), 'content'),
  );
  const delivery = createContentClient({
    accessToken: env.data.STORYBLOK_PREVIEW_TOKEN,
    region: env.data.STORYBLOK_REGION,
    ...(env.data.STORYBLOK_API_URL ? { endpoint: env.data.STORYBLOK_API_URL } : {}),
  });
  const localImage = await imagesOfSpace();
  const { stories, datasources } = await pull({
    delivery,
    out,
    ...(localImage ? { localImage } : {}),
  });
  console.info(`Pulled ${stories} stories and ${datasources} datasources into ${out}.`);
  const problems = checkContent(out);
  for (const { where, path, message } of problems) console.error(`${where} › ${path}: ${message}`);
  if (problems.length) {
    console.error(`content:check: ${problems.length} problem(s) in what was pulled.`);
    process.exitCode = 1;
  } else console.info('content:check: every story and link pulled is valid.');
}

main().catch((error: unknown) => {
  console.error(error instanceof SyncConfigError ? error.message : error);
  process.exitCode = 1;
});
