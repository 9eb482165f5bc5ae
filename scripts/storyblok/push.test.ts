import { execFile } from 'node:child_process';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { blockSchemas } from '@/blocks/schemas';
import { loadSpace } from '@/lib/content/local-space/space';
import { startFakeStoryblok, type FakeStoryblok } from '@/tests/storyblok/fake-storyblok';
import { push, type PushOptions } from './push';
import { RefusedError } from './refusal';
import { spaceClient } from './sync-config';

const SPACE_ID = 4242;
const contentRoot = join(process.cwd(), 'content');
const embedded = loadSpace(contentRoot);
const silent = { start() {}, tick() {}, done() {} };

let fake: FakeStoryblok;
beforeEach(async () => {
  fake = await startFakeStoryblok(SPACE_ID);
});
afterEach(() => fake.close());

function pushTo(overrides: Partial<PushOptions> = {}) {
  const lines: string[] = [];
  const client = spaceClient(
    {
      STORYBLOK_MANAGEMENT_TOKEN: 'personal-token',
      STORYBLOK_SPACE_ID: SPACE_ID,
      STORYBLOK_REGION: 'eu',
      STORYBLOK_MANAGEMENT_API_URL: fake.managementUrl,
    },
    { rateLimit: false },
  );
  const run = push({
    client,
    spaceId: SPACE_ID,
    contentRoot,
    publicDir: join(process.cwd(), 'public'),
    dryRun: false,
    prune: false,
    log: (line) => lines.push(line),
    progress: silent,
    ...overrides,
  });
  return { run, lines };
}

const creates = (path: RegExp) =>
  fake.writes().filter(({ method, path: at }) => method === 'POST' && path.test(at));

// Each test pushes the whole embedded space, some twice or three times: on 2 busy cores that
// can pass Vitest's 15 s.
describe('storyblok:push', { timeout: 60_000 }, () => {
  it('creates every component, datasource, asset and story of the embedded space once', async () => {
    await pushTo().run;
    const { state } = fake;
    expect(state.components.map(({ name }) => name)).toEqual(
      expect.arrayContaining(Object.keys(blockSchemas)),
    );
    expect(creates(/\/components$/)).toHaveLength(state.components.length);
    expect(state.datasources.map(({ slug }) => slug).sort()).toEqual(['feature-flags', 'robots']);
    expect(creates(/\/datasources$/)).toHaveLength(2);
    expect(creates(/\/assets$/)).toHaveLength(state.assets.length);
    expect(state.assets.map(({ ext_id }) => ext_id)).toContain('/images/blog/heat-pumps.svg');
    expect(state.assets.every(({ content_length }) => Number(content_length) > 0)).toBe(true);
    const stories = state.stories.filter(({ is_folder }) => !is_folder);
    expect(stories).toHaveLength(embedded.stories.length);
    expect(creates(/\/stories$/)).toHaveLength(stories.length + embedded.folders.length);

    const home = stories.find(({ full_slug }) => full_slug === 'home');
    expect(JSON.stringify(home?.content)).not.toContain('"/images/');
    const unpublished = embedded.stories.filter(({ published }) => !published);
    expect(stories.filter(({ published }) => !published).map(({ full_slug }) => full_slug)).toEqual(
      unpublished.map(({ draft }) => draft.full_slug),
    );
  });

  it('rewrites story links and relations to the space’s uuids', async () => {
    await pushTo().run;
    const remoteUuids = new Set(fake.state.stories.map(({ uuid }) => uuid));
    const post = fake.state.stories.find(({ full_slug }) =>
      String(full_slug).startsWith('blog/heat-pump-myths'),
    );
    const content = post?.content as { author: string };
    expect(remoteUuids.has(content.author)).toBe(true);
    const localUuids = embedded.stories.map(({ draft }) => draft.uuid);
    const everything = JSON.stringify(fake.state.stories.map(({ content }) => content));
    expect(localUuids.filter((uuid) => everything.includes(uuid))).toEqual([]);
  });

  it('writes nothing on a second push', async () => {
    await pushTo().run;
    const written = fake.writes().length;
    const { run, lines } = pushTo();
    await run;
    expect(lines.filter((line) => /^ {2}(create|update|delete)/.test(line))).toEqual([]);
    expect(fake.writes()).toHaveLength(written);
    expect(lines).toContain('components: 0 create, 0 update, 0 delete, 31 unchanged');
  });

  it('updates only what differs from the embedded space', async () => {
    await pushTo().run;
    const hero = fake.state.components.find(({ name }) => name === 'hero');
    const about = fake.state.stories.find(({ full_slug }) => full_slug === 'about');
    const robots = fake.state.entries.find(({ value }) => value === '/accounts');
    Object.assign(hero ?? {}, { display_name: 'Banner' });
    Object.assign(about ?? {}, { content: { _uid: 'x', component: 'page', body: [] } });
    Object.assign(robots ?? {}, { value: '/account' });

    const { run, lines } = pushTo();
    await run;
    expect(lines.filter((line) => line.startsWith('  update'))).toEqual([
      '  update    hero',
      '  update    robots › Disallow = /accounts',
      '  update    about',
    ]);
    expect(hero?.display_name).toBe('Hero');
    expect(robots?.value).toBe('/accounts');
    const local = embedded.stories.find(({ draft }) => draft.full_slug === 'about');
    const pushed = fake.state.stories.find(({ full_slug }) => full_slug === 'about');
    expect(pushed?.content).toEqual(local?.draft.content);
  });

  it('deletes what the embedded space lacks only with --prune', async () => {
    await pushTo().run;
    fake.state.components.push({ id: 1, name: 'old_banner', schema: {} });
    fake.state.stories.push({ id: 2, uuid: 'old', full_slug: 'old-page', is_folder: false });
    fake.state.entries.push({
      id: 3,
      name: 'extra',
      value: 'x',
      datasource_id: fake.state.datasources[0]?.id ?? 0,
    });

    const kept = pushTo();
    await kept.run;
    expect(kept.lines.filter((line) => line.startsWith('  delete'))).toEqual([]);
    expect(fake.state.components.map(({ name }) => name)).toContain('old_banner');

    const pruned = pushTo({ prune: true });
    await pruned.run;
    expect(pruned.lines.filter((line) => line.startsWith('  delete'))).toEqual([
      '  delete    old_banner',
      '  delete    feature-flags › extra',
      '  delete    old-page',
    ]);
    expect(fake.state.components.map(({ name }) => name)).not.toContain('old_banner');
    expect(fake.state.stories.map(({ full_slug }) => full_slug)).not.toContain('old-page');
    expect(fake.state.entries.map(({ name }) => name)).not.toContain('extra');
  });

  it('prints the plan and writes nothing on a dry run', async () => {
    const { run, lines } = pushTo({ dryRun: true });
    await run;
    expect(fake.writes()).toEqual([]);
    expect(lines).toContain('  create    hero');
    expect(lines.at(-1)).toBe('Dry run: nothing was written.');
  });

  it('waits out a 429 for as long as Storyblok asks', async () => {
    fake.answerNext({
      method: 'POST',
      path: /\/components$/,
      status: 429,
      body: { error: 'Too Many Requests' },
      headers: { 'Retry-After': '1' },
    });
    const started = Date.now();
    await pushTo().run;
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(fake.state.components).toHaveLength(31);
  });

  it('stops at a refusal, naming the item and the field refused', async () => {
    fake.answerNext({
      method: 'POST',
      path: /\/stories$/,
      status: 422,
      body: { slug: ['is already taken'] },
    });
    const error = await pushTo().run.catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(RefusedError);
    expect((error as RefusedError).message).toBe(
      'Storyblok refused story authors/ (folder) (field slug): slug is already taken',
    );
    expect(fake.state.stories).toEqual([]);
  });
});

describe('npm run storyblok:push -- --dry-run', () => {
  it('names all 25 blocks as components to create against an empty space, writing nothing', async () => {
    const { stdout } = await promisify(execFile)(
      'npx',
      ['tsx', 'scripts/storyblok/push-cli.ts', '--dry-run'],
      {
        env: {
          ...process.env,
          STORYBLOK_MANAGEMENT_TOKEN: 'personal-token',
          STORYBLOK_SPACE_ID: String(SPACE_ID),
          STORYBLOK_MANAGEMENT_API_URL: fake.managementUrl,
        },
      },
    );
    for (const name of Object.keys(blockSchemas)) expect(stdout).toContain(`  create    ${name}\n`);
    expect(fake.writes()).toEqual([]);
    expect(fake.requests.length).toBeGreaterThan(0);
  }, 60_000);
});
