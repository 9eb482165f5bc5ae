import { countBlogPages, listCmsPaths } from './load-cms-page';
import { pathsToRevalidate } from './revalidation';

export type Regeneration = { ok: true; paths: string[] } | { ok: false; message: string };

/** Next keeps serving what a page showed last when regenerating it fails, so say so. */
const contentUnreachable = (what: string, retry: string) =>
  `${what}: the content service did not answer. Those pages keep their last version; ${retry} once it is back.`;

/**
 * Regenerates a changed story's page and the lists that show it, with `revalidate` (an API
 * route's `res.revalidate`): for Storyblok's webhook and the local editor's publish alike.
 * `retry` tells whoever reads a failure what to do again (`send the webhook again`).
 */
export async function regenerateStoryPages(
  fullSlug: string,
  revalidate: (path: string) => Promise<void>,
  retry: string,
): Promise<Regeneration> {
  const paths = await Promise.all([countBlogPages(), listCmsPaths()]).then(
    ([blogPages, allPaths]) => pathsToRevalidate(fullSlug, { blogPages, allPaths }),
    (error: unknown) => {
      console.error('Revalidation could not list the pages to regenerate', error);
      return undefined;
    },
  );
  if (!paths) return { ok: false, message: contentUnreachable('No page was regenerated', retry) };

  const results = await Promise.allSettled(paths.map((path) => revalidate(path)));
  const failed = paths.filter((_, index) => results[index]!.status === 'rejected');
  if (failed.length > 0) {
    console.error('Revalidation failed for', failed, results);
    return {
      ok: false,
      message: contentUnreachable(`${failed.join(', ')} could not be regenerated`, retry),
    };
  }
  return { ok: true, paths };
}
