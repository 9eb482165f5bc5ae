import type { Story as RemoteStory } from '@storyblok/management-api-client';
import { isDeepStrictEqual } from 'node:util';
import type { SpaceStory } from '@/lib/content/local-space/space';
import type { PlanItem } from './plan';
import { attempt } from './refusal';
import { remoteFolder, remoteStory, wantedStory } from './story-plan';
import { writeItems, type WriteContext } from './write-space';

/** The folder a story or folder sits in: a start page (`blog/`) sits in its own folder. */
const parentPath = (fullSlug: string) =>
  fullSlug.endsWith('/') ? fullSlug.slice(0, -1) : fullSlug.split('/').slice(0, -1).join('/');

function parentId({ remote }: WriteContext, fullSlug: string): number | null {
  const path = parentPath(fullSlug);
  return path ? (remoteFolder(remote, path)?.id ?? null) : null;
}

/** Remembers what the space now holds, so later stories link to it and a rerun finds it. */
function record(context: WriteContext, local: SpaceStory, stored: RemoteStory | undefined) {
  if (!stored) return;
  const { remote, maps } = context;
  remote.stories = [...remote.stories.filter(({ id }) => id !== stored.id), stored];
  maps.uuids.set(local.draft.uuid, stored.uuid);
}

/**
 * Writes one story with its published state: the published version is written and published
 * first, then a newer draft saved over it; a story never published is saved unpublished.
 */
async function writeStory(context: WriteContext, local: SpaceStory): Promise<void> {
  const { client, maps } = context;
  const { draft } = local;
  const wanted = wantedStory(local, maps);
  const fields = {
    name: draft.name,
    slug: draft.slug,
    parent_id: parentId(context, draft.full_slug),
    is_startpage: draft.is_startpage,
    tag_list: draft.tag_list,
    sort_by_date: draft.sort_by_date,
    ...(draft.first_published_at ? { first_published_at: draft.first_published_at } : {}),
  };
  const versions: [Record<string, unknown>, boolean][] =
    wanted.published === null
      ? [[wanted.draft, false]]
      : isDeepStrictEqual(wanted.published, wanted.draft)
        ? [[wanted.draft, true]]
        : [
            [wanted.published, true],
            [wanted.draft, false],
          ];
  let stored = remoteStory(context.remote, draft.full_slug);
  for (const [content, publish] of versions) {
    const body = { story: { ...fields, content } };
    const query = publish ? { publish: true } : {};
    const { data } = stored
      ? await client.stories.update(stored.id, { body, query })
      : await client.stories.create({ body, query });
    stored = data.story ? { ...data.story, content } : stored;
    record(context, local, stored);
  }
  if (wanted.published === null && stored?.published) {
    await client.get(`/v1/spaces/${context.spaceId}/stories/${stored.id}/unpublish`);
  }
}

export async function writeStories(items: PlanItem[], context: WriteContext): Promise<void> {
  const { client, local, remote, maps, progress } = context;
  const deferred: SpaceStory[] = [];
  await writeItems(items, progress, async ({ name, action }) => {
    if (name.endsWith('/ (folder)')) {
      const folder = local.folders.find((candidate) => `${candidate.full_slug}/ (folder)` === name);
      if (!folder) return;
      const { data } = await client.stories.create({
        body: {
          story: {
            name: folder.name,
            slug: folder.slug,
            is_folder: true,
            parent_id: parentId(context, folder.full_slug),
          },
        },
      });
      if (data.story) remote.stories.push(data.story);
      return;
    }
    if (action === 'delete') {
      const stored = remoteStory(remote, name);
      if (stored) await client.stories.delete(stored.id);
      return;
    }
    const story = local.stories.find(({ draft }) => draft.full_slug === name);
    if (!story) return;
    // A link to a story pushed later is written once that story has its id here.
    if (maps.pendingLinks([story.draft.content, story.published?.content])) deferred.push(story);
    await writeStory(context, story);
  });
  for (const story of deferred) {
    await attempt(`story ${story.draft.full_slug}`, () => writeStory(context, story));
  }
}
