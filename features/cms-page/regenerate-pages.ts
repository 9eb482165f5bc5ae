import { storyPath } from '@/lib/content/story-path';
import { countBlogPages, listCmsPaths } from './load-cms-page';
import { pathsToRevalidate } from './revalidation';

/**
 * What regenerating a story's pages did: the pages regenerated, and those that still show their
 * last version. `listed` is false when the content service could not say which pages show the
 * story: then only its own page is named as stale.
 */
export interface Regeneration {
  regenerated: string[];
  stale: string[];
  listed: boolean;
}

/** `next dev` renders every page on each request: there is no built page to regenerate. */
const rendersOnRequest = () => process.env.NODE_ENV === 'development';

/**
 * Regenerates a changed story's page and the lists that show it, with `revalidate` (an API
 * route's `res.revalidate`): for Storyblok's webhook and the local editor alike. Next keeps
 * serving what a page showed last when regenerating it fails.
 */
export async function regenerateStoryPages(
  fullSlug: string,
  revalidate: (path: string) => Promise<void>,
): Promise<Regeneration> {
  const paths = await Promise.all([countBlogPages(), listCmsPaths()]).then(
    ([blogPages, allPaths]) => pathsToRevalidate(fullSlug, { blogPages, allPaths }),
    (error: unknown) => {
      console.error('Revalidation could not list the pages to regenerate', error);
      return undefined;
    },
  );
  if (!paths) return { regenerated: [], stale: [storyPath(fullSlug)], listed: false };
  if (rendersOnRequest()) return { regenerated: paths, stale: [], listed: true };

  const results = await Promise.allSettled(paths.map((path) => revalidate(path)));
  const stale = paths.filter((_, index) => results[index]!.status === 'rejected');
  if (stale.length > 0) console.error('Revalidation failed for', stale, results);
  return { regenerated: paths.filter((path) => !stale.includes(path)), stale, listed: true };
}
