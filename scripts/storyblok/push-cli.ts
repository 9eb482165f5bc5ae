// npm run storyblok:push [-- --dry-run] [--prune]: the embedded space into a Storyblok space.
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { terminalProgress } from './progress';
import { push } from './push';
import { RefusedError } from './refusal';
import { managementConfig, spaceClient, SyncConfigError } from './sync-config';

async function main() {
  const { values } = parseArgs({
    options: { 'dry-run': { type: 'boolean' }, prune: { type: 'boolean' } },
  });
  const config = managementConfig(process.env);
  await push({
    client: spaceClient(config),
    spaceId: config.STORYBLOK_SPACE_ID,
    contentRoot: process.env.LOCAL_CONTENT_DIR ?? join(process.cwd(), 'content'),
    publicDir: join(process.cwd(), 'public'),
    dryRun: values['dry-run'] ?? false,
    prune: values.prune ?? false,
    log: (line) => console.info(line),
    progress: terminalProgress(process.stderr),
  });
}

main().catch((error: unknown) => {
  const known = error instanceof RefusedError || error instanceof SyncConfigError;
  console.error(known ? error.message : error);
  process.exitCode = 1;
});
