import * as z from 'zod/mini';
import { storyPath } from '@/lib/content/story-path';
import { blogPagePath, BLOG_FOLDER } from './blog-pages';

/** What Storyblok's webhook posts when a story changes. */
export const storyWebhookSchema = z.looseObject({
  full_slug: z
    .string({ error: 'full_slug is required' })
    .check(z.minLength(1, 'full_slug is required')),
  action: z.enum(['published', 'unpublished', 'deleted', 'moved', 'merged'], {
    error: 'action must be published, unpublished, deleted, moved or merged',
  }),
});

/** Stories that are data for other pages (site settings, authors) can change any page. */
const SHARED_FOLDERS = ['site/', 'authors/'];

/** The pages that show a changed story: its own page and the lists it appears in. */
export function pathsToRevalidate(
  fullSlug: string,
  { blogPages, allPaths }: { blogPages: number; allPaths: readonly string[] },
): string[] {
  if (SHARED_FOLDERS.some((folder) => fullSlug.startsWith(folder))) return [...allPaths];
  const own = storyPath(fullSlug);
  if (!fullSlug.startsWith(BLOG_FOLDER)) return [own];
  const lists = Array.from({ length: blogPages }, (_, index) => blogPagePath(index + 1));
  return [...new Set([own, ...lists])];
}
