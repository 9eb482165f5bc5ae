import { randomUUID } from 'node:crypto';
import withSerwistInit from '@serwist/next';
import type { NextConfig } from 'next';
import { offlinePageAssets, type CompilationLike } from './offline-page-assets';
import { OFFLINE_PATH } from './offline-path';
import { serviceWorkerFileFor } from './service-worker-url';

type WebpackConfig = Parameters<NonNullable<NextConfig['webpack']>>[0];

/** Serwist's own registration script, which @serwist/next adds to every page's first load. */
const SERWIST_WINDOW_ENTRY = /[\\/]@serwist[\\/]next[\\/]dist[\\/]sw-entry\.m?js$/;

/**
 * The site registers its worker itself, when the page is idle (register-service-worker.ts):
 * Serwist's registration script would add its window library (5 KiB gzipped) to the first load of
 * every page, so it is taken out of the entry it is added to.
 */
export function withoutSerwistWindowEntry(config: WebpackConfig): WebpackConfig {
  const entry = config.entry as () => Promise<Record<string, unknown>>;
  return {
    ...config,
    entry: async () => {
      const entries = await entry();
      const main = entries['main.js'];
      if (Array.isArray(main)) {
        entries['main.js'] = main.filter(
          (module) => typeof module !== 'string' || !SERWIST_WINDOW_ENTRY.test(module),
        );
      }
      return entries;
    },
  };
}

/**
 * The production build's service worker (features/offline/service-worker.ts), built by Serwist
 * into `public/` under a name of its build folder's, served with `Cache-Control: no-cache` so a new
 * build's worker is found at once, its URL given to the pages as NEXT_PUBLIC_SERVICE_WORKER_URL.
 */
export function withServiceWorker(config: NextConfig, distDir: string): NextConfig {
  const file = serviceWorkerFileFor(distDir);
  // Serwist warns of Turbopack whenever TURBOPACK is set, `next start` included; the worker is
  // never built under Turbopack here (next.config.ts leaves `next dev` without it).
  process.env.SERWIST_SUPPRESS_TURBOPACK_WARNING ??= '1';
  const served = withSerwistInit({
    swSrc: 'features/offline/service-worker.ts',
    swDest: `public/${file}`,
    swUrl: `/${file}`,
    register: false,
    reloadOnOnline: false,
    cacheOnNavigation: false,
    // Only the offline page's own files, not every page's.
    exclude: [
      ({ asset, compilation }: { asset: { name: string }; compilation: CompilationLike }) =>
        !offlinePageAssets(compilation).has(asset.name),
    ],
    // Precached beside the build's files; its HTML names this build's scripts, so it is fetched
    // again with every build's worker.
    additionalPrecacheEntries: [{ url: OFFLINE_PATH, revision: randomUUID() }],
  })(config);
  const serwistWebpack = served.webpack!;
  return {
    ...served,
    env: { ...served.env, NEXT_PUBLIC_SERVICE_WORKER_URL: `/${file}` },
    webpack: (webpackConfig: WebpackConfig, options) =>
      withoutSerwistWindowEntry(serwistWebpack(webpackConfig, options)),
    async headers() {
      return [
        ...((await served.headers?.()) ?? []),
        { source: `/${file}`, headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
      ];
    },
  };
}
