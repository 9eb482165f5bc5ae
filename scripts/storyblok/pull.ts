import { rmSync } from 'node:fs';
import { join } from 'node:path';
import type StoryblokClient from 'storyblok-js-client';
import * as z from 'zod/mini';
import type { Asset } from '@storyblok/management-api-client';
import {
  formatJson,
  insideFolder,
  writeFileAtomically,
} from '@/lib/content/local-space/space-files';
import { datasourceEntrySchema, storySchema, type Story } from '@/lib/content/story';
import { rewriteReferences, type ImageRef } from './content-references';

/** A story as the embedded space stores it: the Delivery API's fields but parent_id. */
const storedStorySchema = z.omit(storySchema, { parent_id: true });
const datasourceSchema = z.object({ slug: z.string(), name: z.string() });

export interface PullOptions {
  /** A Delivery API client whose token reads drafts (a preview token). */
  delivery: StoryblokClient;
  /** The site's own image an asset URL was pushed from (its ext_id), when known. */
  localImage?: (filename: string) => ImageRef | undefined;
  /** The space folder to write: its stories/ and datasources/ are replaced. */
  out: string;
}

export interface PullResult {
  stories: number;
  datasources: number;
}

/** The site's images push uploaded, by their Storyblok URL: each keeps its path as ext_id. */
export function pushedImages(assets: Asset[]): (filename: string) => ImageRef | undefined {
  const paths = new Map(
    assets.flatMap((asset) =>
      typeof asset.ext_id === 'string' && asset.ext_id.startsWith('/')
        ? [[asset.filename, asset.ext_id] as const]
        : [],
    ),
  );
  return (filename) => {
    const path = paths.get(filename);
    return path === undefined ? undefined : { filename: path };
  };
}

/** `blog/` is the start page file `blog/index.json`; `about` is `about.json`. */
export const storyFile = (fullSlug: string) =>
  `${fullSlug.endsWith('/') ? `${fullSlug}index` : fullSlug}.json`;

function withoutEditorMarkers(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withoutEditorMarkers);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(
    Object.entries(value)
      .filter(([key]) => key !== '_editable')
      .map(([key, child]) => [key, withoutEditorMarkers(child)]),
  );
}

async function allStories(delivery: StoryblokClient, version: 'draft' | 'published') {
  const stories: unknown = await delivery.getAll('cdn/stories', { version, per_page: 100 });
  return z.array(z.looseObject({ uuid: z.string() })).parse(stories);
}

/**
 * Copies a Storyblok space into the embedded space's format: one file per story with its draft
 * and published versions, one per datasource. Images pushed from the site point at their
 * files again; any other asset keeps its Storyblok URL, which the site serves as it is.
 */
export async function pull({ delivery, localImage, out }: PullOptions): Promise<PullResult> {
  const drafts = await allStories(delivery, 'draft');
  const published = new Map(
    (await allStories(delivery, 'published')).map((story) => [story.uuid, story]),
  );
  const stored = (story: unknown): Omit<Story, 'parent_id'> => {
    const parsed = storedStorySchema.parse(withoutEditorMarkers(story));
    return {
      ...parsed,
      content: rewriteReferences(parsed.content, {
        story: () => undefined,
        image: (filename) => localImage?.(filename),
      }),
    };
  };

  rmSync(join(out, 'stories'), { recursive: true, force: true });
  for (const draft of drafts) {
    const story = stored(draft);
    const live = published.get(draft.uuid);
    writeFileAtomically(
      insideFolder(out, 'stories', join('stories', storyFile(story.full_slug))),
      formatJson({ draft: story, published: live ? stored(live) : null }),
    );
  }

  const sources = z
    .array(datasourceSchema)
    .parse(await delivery.getAll('cdn/datasources', { per_page: 100 }, 'datasources'));
  rmSync(join(out, 'datasources'), { recursive: true, force: true });
  for (const { slug, name } of sources) {
    const entries = z
      .array(datasourceEntrySchema)
      .parse(
        await delivery.getAll(
          'cdn/datasource_entries',
          { datasource: slug, per_page: 100 },
          'datasource_entries',
        ),
      );
    writeFileAtomically(
      insideFolder(out, 'datasources', join('datasources', `${slug}.json`)),
      formatJson({ name, entries }),
    );
  }
  return { stories: drafts.length, datasources: sources.length };
}
