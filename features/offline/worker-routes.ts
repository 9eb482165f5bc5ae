import { NetworkOnly, type PrecacheEntry, type SerwistOptions } from 'serwist';
import { OFFLINE_PATH } from './offline-path';

/**
 * What the service worker keeps: only what every visitor downloads alike, the build's own
 * files (scripts, styles, fonts, images under `/_next/static/`) and the offline page, which holds
 * nothing of anyone's. No gateway answer, account page or CMS page is ever put in a cache:
 * pages always come from the network, and only when it cannot be reached does the offline page
 * answer in their place.
 */
export function isPrecachedUrl(url: string): boolean {
  const { pathname, origin } = new URL(url, 'https://site.invalid');
  return (
    origin === 'https://site.invalid' &&
    (pathname.startsWith('/_next/static/') || pathname === OFFLINE_PATH) &&
    !pathname.endsWith('.map')
  );
}

const entryUrl = (entry: PrecacheEntry | string) => (typeof entry === 'string' ? entry : entry.url);

/** A page the customer opens, as opposed to a file the gateway answers with (a download). */
export function isPageNavigation(request: Pick<Request, 'mode' | 'url'>): boolean {
  return request.mode === 'navigate' && !new URL(request.url).pathname.startsWith('/api/');
}

/** The worker's Serwist options, from the precache list the build wrote into it. */
export function offlineWorkerOptions(
  manifest: readonly (PrecacheEntry | string)[] | undefined,
): SerwistOptions {
  return {
    precacheEntries: (manifest ?? []).filter((entry) => isPrecachedUrl(entryUrl(entry))),
    // A new build's worker takes over at once, so that no page waits on files it has replaced.
    skipWaiting: true,
    clientsClaim: true,
    runtimeCaching: [
      { matcher: ({ request }) => isPageNavigation(request), handler: new NetworkOnly() },
    ],
    fallbacks: {
      entries: [
        { url: OFFLINE_PATH, matcher: ({ request }) => request.destination === 'document' },
      ],
    },
    disableDevLogs: true,
  };
}
