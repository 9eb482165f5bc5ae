import * as z from 'zod/mini';
import { assetSchema } from '@/lib/content/fields';
import { storySchema } from '@/lib/content/story';

/** What the editor API answers (features/editor/routes/story-routes.ts), checked on arrival. */

export const storySummarySchema = z.object({
  id: z.number(),
  uuid: z.string(),
  name: z.string(),
  full_slug: z.string(),
  folder: z.string(),
  contentType: z.string(),
  state: z.enum(['draft', 'published', 'changed']),
  updatedAt: z.string(),
});
export type StorySummary = z.infer<typeof storySummarySchema>;

export const storyListSchema = z.object({ stories: z.array(storySummarySchema) });

export const storyVersionsSchema = z.object({
  draft: storySchema,
  published: z.nullable(storySchema),
  /** The stories the draft relates to (a post's author), for the live preview. */
  related: z._default(z.array(storySchema), []),
});
export type StoryVersions = z.infer<typeof storyVersionsSchema>;

export const savedStorySchema = z.object({ story: storySchema });

/** A change to what is live, with the pages it regenerated and those still showing their last version. */
export const liveChangeSchema = z.object({
  story: z.optional(storySchema),
  revalidated: z._default(z.array(z.string()), []),
  stale: z._default(z.array(z.string()), []),
});
export type LiveChange = z.infer<typeof liveChangeSchema>;

export const historySchema = z.object({
  history: z.array(
    z.object({
      version: z.number(),
      action: z.enum(['create', 'save', 'publish', 'unpublish', 'revert', 'delete']),
      who: z.string(),
      at: z.string(),
      story: storySchema,
      revertedTo: z.optional(z.number()),
    }),
  ),
});
export type HistoryEntry = z.infer<typeof historySchema>['history'][number];

export const linkingStoriesSchema = z.object({ stories: z.array(storySummarySchema) });

export const errorSchema = z.object({
  message: z.string(),
  statusCode: z.number(),
  fields: z.optional(z.array(z.object({ path: z.string(), message: z.string() }))),
});

export const assetListSchema = z.object({ assets: z.array(assetSchema) });
export const uploadedAssetSchema = z.object({ asset: assetSchema });
