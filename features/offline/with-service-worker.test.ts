import { describe, expect, it } from 'vitest';
import { withServiceWorker, withoutSerwistWindowEntry } from './with-service-worker';

type WebpackConfig = Parameters<typeof withoutSerwistWindowEntry>[0];

describe('withServiceWorker', () => {
  it("gives the pages the build's worker URL and serves it with no-cache", async () => {
    const config = withServiceWorker({ env: { OTHER: 'kept' } }, '.next-staging');
    expect(config.env).toEqual({
      OTHER: 'kept',
      NEXT_PUBLIC_SERVICE_WORKER_URL: '/sw-next-staging.js',
    });
    expect(await config.headers?.()).toContainEqual({
      source: '/sw-next-staging.js',
      headers: [{ key: 'Cache-Control', value: 'no-cache' }],
    });
  });

  it("keeps the site's own headers", async () => {
    const own = { source: '/(.*)', headers: [{ key: 'X-Frame-Options', value: 'DENY' }] };
    const config = withServiceWorker({ headers: async () => [own] }, '.next');
    expect(await config.headers?.()).toEqual([
      own,
      { source: '/sw.js', headers: [{ key: 'Cache-Control', value: 'no-cache' }] },
    ]);
  });

  it("takes Serwist's registration script out of every page's first load", async () => {
    const serwistEntry = '/app/node_modules/@serwist/next/dist/sw-entry.mjs';
    const config = {
      entry: async () => ({
        'main.js': [serwistEntry, './client/next.js'],
        'pages/_app': ['./pages/_app.tsx'],
      }),
    } as unknown as WebpackConfig;
    const entry = withoutSerwistWindowEntry(config).entry as () => Promise<unknown>;
    expect(await entry()).toEqual({
      'main.js': ['./client/next.js'],
      'pages/_app': ['./pages/_app.tsx'],
    });
  });
});
