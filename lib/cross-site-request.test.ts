import type { IncomingHttpHeaders } from 'node:http';
import { isCrossSiteRequest } from './cross-site-request';

const SITE = 'https://www.so.energy';

describe('isCrossSiteRequest', () => {
  it.each<[string, IncomingHttpHeaders]>([
    ['another site’s page', { origin: 'https://evil.example', host: 'www.so.energy' }],
    ['a sibling subdomain', { origin: 'https://shop.so.energy', host: 'www.so.energy' }],
    ['an opaque origin (a sandboxed frame)', { origin: 'null', host: 'www.so.energy' }],
    ['a browser saying so, without an Origin', { 'sec-fetch-site': 'cross-site' }],
    [
      'a browser saying so, whatever the Origin',
      { 'sec-fetch-site': 'cross-site', origin: SITE, host: 'www.so.energy' },
    ],
  ])('refuses a request from %s', (_from, headers) => {
    expect(isCrossSiteRequest(headers, SITE)).toBe(true);
  });

  it.each<[string, IncomingHttpHeaders]>([
    ['the site’s configured origin', { origin: SITE, host: 'internal:3000' }],
    [
      'the host it was sent to',
      { origin: 'http://127.0.0.1:4123', host: '127.0.0.1:4123', 'sec-fetch-site': 'same-origin' },
    ],
    ['no web page at all (no Origin)', { host: 'www.so.energy' }],
  ])('accepts a request from %s', (_from, headers) => {
    expect(isCrossSiteRequest(headers, SITE)).toBe(false);
  });
});
