import { existsSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createContentClient } from '@/lib/content/client';
import { loadSpace, type SpaceStory } from '@/lib/content/local-space/space';
import type { Story } from '@/lib/content/story';
import { checkContent } from '@/tests/content/check-content';
import { startFakeStoryblok, type FakeStoryblok } from '@/tests/storyblok/fake-storyblok';
import { rewriteReferences } from './content-references';
import { pull, pushedImages, storyFile } from './pull';
import { push } from './push';
import { allPages } from './remote-space';
import { spaceClient } from './sync-config';

const SPACE_ID = 4242;
const contentRoot = join(process.cwd(), 'content');
const silent = { start() {}, tick() {}, done() {} };

let fake: FakeStoryblok;
beforeAll(async () => {
  fake = await startFakeStoryblok(SPACE_ID);
});
afterAll(() => fake.close());

const management = () =>
  spaceClient(
    {
      STORYBLOK_MANAGEMENT_TOKEN: 'personal-token',
      STORYBLOK_SPACE_ID: SPACE_ID,
      STORYBLOK_REGION: 'eu',
      STORYBLOK_MANAGEMENT_API_URL: fake.managementUrl,
    },
    { rateLimit: false },
  );

const delivery = () =>
  createContentClient({
    accessToken: 'preview-token',
    endpoint: fake.deliveryUrl,
    rateLimit: 1000,
  });

/** What a story says, ids aside: its place, name, flags and content with links by path. */
function comparable(story: Omit<Story, 'parent_id'> | null, pathOf: Map<string, string>) {
  if (!story) return null;
  return {
    name: story.name,
    slug: story.slug,
    full_slug: story.full_slug,
    is_startpage: story.is_startpage,
    tag_list: story.tag_list,
    content: rewriteReferences(story.content, {
      story: (uuid) => pathOf.get(uuid),
      image: () => undefined,
    }),
  };
}

const pathsByUuid = (stories: SpaceStory[]) =>
  new Map(stories.map(({ draft }) => [draft.uuid, `story:${draft.full_slug}`]));

describe('storyblok:pull', () => {
  let out: string;
  beforeAll(async () => {
    const client = management();
    await push({
      client,
      spaceId: SPACE_ID,
      contentRoot,
      publicDir: join(process.cwd(), 'public'),
      dryRun: false,
      prune: false,
      log: () => {},
      progress: silent,
    });
    const assets = await allPages(
      async (page) => (await client.assets.list({ query: { page, per_page: 100 } })).data.assets,
    );
    out = mkdtempSync(join(tmpdir(), 'pulled-space-'));
    await pull({ delivery: delivery(), localImage: pushedImages(assets), out });
  }, 60_000);

  it('gives back the stories pushed, drafts and published versions, ids aside', () => {
    const original = loadSpace(contentRoot).stories;
    const pulled = loadSpace(out).stories;
    expect(pulled.map(({ file }) => file).sort()).toEqual(original.map(({ file }) => file).sort());
    const originalPaths = pathsByUuid(original);
    const pulledPaths = pathsByUuid(pulled);
    for (const story of original) {
      const copy = pulled.find(({ draft }) => draft.full_slug === story.draft.full_slug);
      expect(comparable(copy?.draft ?? null, pulledPaths)).toEqual(
        comparable(story.draft, originalPaths),
      );
      expect(comparable(copy?.published ?? null, pulledPaths)).toEqual(
        comparable(story.published, originalPaths),
      );
    }
  });

  it('writes datasources as the embedded space keeps them', () => {
    expect([...loadSpace(out).datasources.keys()].sort()).toEqual(['feature-flags', 'robots']);
    expect(
      loadSpace(out)
        .datasources.get('robots')
        ?.map(({ value }) => value),
    ).toEqual(
      loadSpace(contentRoot)
        .datasources.get('robots')
        ?.map(({ value }) => value),
    );
  });

  it('passes content:check', () => {
    expect(checkContent(out)).toEqual([]);
  });

  it('names the file of a start page', () => {
    expect(storyFile('blog/')).toBe('blog/index.json');
    expect(existsSync(join(out, 'stories', 'blog', 'index.json'))).toBe(true);
  });
});
