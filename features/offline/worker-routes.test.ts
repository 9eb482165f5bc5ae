import { describe, expect, it } from 'vitest';
import { isPageNavigation, isPrecachedUrl, offlineWorkerOptions } from './worker-routes';

const request = (url: string, mode: RequestMode, destination = '') =>
  ({ url, mode, destination }) as unknown as Request;

describe('the service worker keeps nothing private', () => {
  const manifest = [
    { url: '/_next/static/chunks/main-abc.js', revision: null },
    { url: '/_next/static/media/font.woff2', revision: null },
    { url: '/_next/static/chunks/main-abc.js.map', revision: null },
    { url: '/offline', revision: 'build-1' },
    { url: '/images/hero.jpg', revision: 'x' },
    '/accounts/readings',
    { url: '/api/v1/accounts/1/readings', revision: 'x' },
    { url: 'https://cdn.example/_next/static/x.js', revision: null },
  ];

  it("precaches only the build's static files and the offline page", () => {
    const urls = offlineWorkerOptions(manifest).precacheEntries?.map((entry) =>
      typeof entry === 'string' ? entry : entry.url,
    );
    expect(urls).toEqual([
      '/_next/static/chunks/main-abc.js',
      '/_next/static/media/font.woff2',
      '/offline',
    ]);
  });

  it('never precaches an account page, a gateway answer or a CMS page', () => {
    for (const url of ['/accounts', '/accounts/readings', '/api/v1/session', '/', '/our-tariffs'])
      expect(isPrecachedUrl(url)).toBe(false);
  });

  it('answers pages from the network only, with the offline page when it fails', async () => {
    const options = offlineWorkerOptions([]);
    expect(options.runtimeCaching).toHaveLength(1);
    const [route] = options.runtimeCaching ?? [];
    expect(route?.handler.constructor.name).toBe('NetworkOnly');
    expect(options.fallbacks?.entries.map(({ url }) => url)).toEqual(['/offline']);
    const [fallback] = options.fallbacks?.entries ?? [];
    const failed = (destination: string) =>
      fallback?.matcher({ request: request('https://s.test/x', 'navigate', destination) } as never);
    expect(failed('document')).toBe(true);
    expect(failed('image')).toBe(false);
  });

  it('routes page navigations, and nothing else, to the network-only handler', () => {
    expect(isPageNavigation(request('https://s.test/accounts/readings', 'navigate'))).toBe(true);
    expect(isPageNavigation(request('https://s.test/api/v1/accounts/1/readings', 'cors'))).toBe(
      false,
    );
    // A download the gateway answers is left to the browser.
    expect(isPageNavigation(request('https://s.test/api/v1/exports/1', 'navigate'))).toBe(false);
    expect(isPageNavigation(request('https://s.test/_next/static/a.js', 'no-cors'))).toBe(false);
  });
});
