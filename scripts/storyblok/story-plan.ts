import type { Story as RemoteStory } from '@storyblok/management-api-client';
import { isDeepStrictEqual } from 'node:util';
import type { SpaceStory } from '@/lib/content/local-space/space';
import {
  rewriteReferences,
  unknownStoryRefs,
  type ImageRef,
  type ReferenceMaps,
} from './content-references';
import type { EmbeddedSpace } from './embedded-space';
import type { PlanItem } from './plan';
import { storedImage } from './plan';
import type { RemoteSpace } from './remote-space';

/** How the embedded space's ids become the Storyblok space's: by full_slug and image path. */
export class IdMaps {
  readonly uuids = new Map<string, string>();
  readonly images = new Map<string, ImageRef>();
  /** Every story uuid of the embedded space, so a link to one not yet pushed can be told. */
  readonly localUuids: Set<string>;

  constructor(local: EmbeddedSpace, remote: RemoteSpace) {
    this.localUuids = new Set(local.stories.map(({ draft }) => draft.uuid));
    for (const { draft } of local.stories) {
      const stored = remoteStory(remote, draft.full_slug);
      if (stored) this.uuids.set(draft.uuid, stored.uuid);
    }
    for (const { path } of local.images) {
      const asset = storedImage(remote, path);
      if (asset) this.images.set(path, { filename: asset.filename, id: asset.id });
    }
  }

  get references(): ReferenceMaps {
    return {
      story: (uuid) => this.uuids.get(uuid),
      image: (filename) => this.images.get(filename),
    };
  }

  /** Links of `content` to stories of the embedded space the Storyblok space does not hold. */
  pendingLinks(content: unknown): boolean {
    return (
      unknownStoryRefs(content, (text) => this.localUuids.has(text) && !this.uuids.has(text)).size >
      0
    );
  }
}

export const remoteStory = (remote: RemoteSpace, fullSlug: string) =>
  remote.stories.find((story) => !story.is_folder && story.full_slug === fullSlug);

export const remoteFolder = (remote: RemoteSpace, fullSlug: string) =>
  remote.stories.find((story) => story.is_folder && story.full_slug === fullSlug);

/** A story as the Storyblok space should hold it: its versions with the space's ids. */
export interface WantedStory {
  draft: Record<string, unknown>;
  published: Record<string, unknown> | null;
}

export function wantedStory({ draft, published }: SpaceStory, maps: IdMaps): WantedStory {
  return {
    draft: rewriteReferences(draft.content, maps.references),
    published: published && rewriteReferences(published.content, maps.references),
  };
}

export function storyHeld(stored: RemoteStory, local: SpaceStory, wanted: WantedStory): boolean {
  const changedSincePublished =
    wanted.published !== null && !isDeepStrictEqual(wanted.published, wanted.draft);
  return (
    stored.name === local.draft.name &&
    isDeepStrictEqual(stored.content, wanted.draft) &&
    stored.published === (wanted.published !== null) &&
    (wanted.published === null || Boolean(stored.unpublished_changes) === changedSincePublished)
  );
}

/** Folders before stories, parents before children: the order push writes them in. */
export const byDepth = <T>(items: T[], slugOf: (item: T) => string) =>
  [...items].sort(
    (a, b) =>
      slugOf(a).split('/').length - slugOf(b).split('/').length ||
      slugOf(a).localeCompare(slugOf(b)),
  );

export function planStories(local: EmbeddedSpace, remote: RemoteSpace, prune: boolean): PlanItem[] {
  const maps = new IdMaps(local, remote);
  const folders = byDepth(local.folders, (folder) => folder.full_slug).map((folder): PlanItem => ({
    phase: 'stories',
    name: `${folder.full_slug}/ (folder)`,
    action: remoteFolder(remote, folder.full_slug) ? 'unchanged' : 'create',
  }));
  const stories = byDepth(local.stories, (story) => story.draft.full_slug).map(
    (story): PlanItem => {
      const stored = remoteStory(remote, story.draft.full_slug);
      const action = !stored
        ? 'create'
        : storyHeld(stored, story, wantedStory(story, maps))
          ? 'unchanged'
          : 'update';
      return { phase: 'stories', name: story.draft.full_slug, action };
    },
  );
  const slugs = new Set(local.stories.map(({ draft }) => draft.full_slug));
  const extra = prune
    ? remote.stories.filter((story) => !story.is_folder && !slugs.has(story.full_slug))
    : [];
  return [
    ...folders,
    ...stories,
    ...extra.map((story): PlanItem => ({
      phase: 'stories',
      name: story.full_slug,
      action: 'delete',
    })),
  ];
}
