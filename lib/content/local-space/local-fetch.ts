import { answerCdnRequest } from './cdn-handler';
import { loadSpace, type Space } from './space';

/**
 * A `fetch` that answers Content Delivery API requests from the embedded space in-process, so
 * the CDN client works during `next build` with no server. Production reads the files once.
 */
export function createLocalSpaceFetch(root: string, { cache }: { cache: boolean }): typeof fetch {
  let cached: { space: Space; cv: number } | undefined;
  const current = () => {
    if (cached && cache) return cached;
    cached = { space: loadSpace(root), cv: Math.floor(Date.now() / 1000) };
    return cached;
  };

  return async (input) => {
    const url = new URL(input instanceof Request ? input.url : String(input));
    const { space, cv } = current();
    const { status, headers, body } = answerCdnRequest(space, url, cv);
    return Response.json(body, { status, headers });
  };
}
