import type { IncomingHttpHeaders } from 'node:http';

export const CROSS_SITE_MESSAGE = 'This request came from another website, so it was refused.';

function hostOf(origin: string): string | null {
  try {
    return new URL(origin).host;
  } catch {
    return null;
  }
}

/**
 * Whether a browser sent this request from a page of another site (a forged form or fetch):
 * it says so (`Sec-Fetch-Site: cross-site`), or it names an Origin that is neither the site's
 * configured origin nor the host it was sent to (`null` included). A request with neither
 * header comes from no web page: nothing to forge it with.
 */
export function isCrossSiteRequest(headers: IncomingHttpHeaders, siteOrigin: string): boolean {
  if (headers['sec-fetch-site'] === 'cross-site') return true;
  const { origin } = headers;
  if (origin === undefined || origin === siteOrigin) return false;
  return hostOf(origin) !== headers.host;
}
