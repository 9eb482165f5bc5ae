import { answerCdnRequest } from './cdn-handler';
import { spaceChangedAtMs } from './space-files';
import { loadSpace, type Space } from './space';

/**
 * A `fetch` that answers Content Delivery API requests from the embedded space in-process, so
 * the CDN client works during `next build` with no server. Production reads the files again
 * only after the editor writes them (its stamp, seen by every process), and each write gives
 * a new `cv`, so no client keeps a cached answer from before it.
 */
export function createLocalSpaceFetch(root: string, { cache }: { cache: boolean }): typeof fetch {
  let cached: { space: Space; cv: number; changedAtMs: number } | undefined;
  const current = () => {
    const changedAtMs = spaceChangedAtMs(root);
    const changed = cached !== undefined && cached.changedAtMs !== changedAtMs;
    if (cached && cache && !changed) return cached;
    const nowSeconds = Math.floor(Date.now() / 1000);
    const previousCv = cached?.cv ?? 0;
    cached = {
      space: loadSpace(root),
      cv: Math.max(nowSeconds, changed ? previousCv + 1 : previousCv),
      changedAtMs,
    };
    return cached;
  };

  return async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const { space, cv } = current();
    const { status, headers, body } = answerCdnRequest(space, url, cv);
    return Response.json(body, { status, headers });
  };
}
