import { getPathMatch } from 'next/dist/shared/lib/router/utils/path-match';
import {
  DRAFT_MODE_COOKIE,
  securityHeaderRoutes,
  type SecurityHeaderOptions,
} from './security-headers';

const options: SecurityHeaderOptions = {
  inlineScriptHashes: ["'sha256-Zm9yIHRoZSBjb25zZW50IGRlZmF1bHQgc2NyaXB0IG9ubHk='"],
  imageOrigins: ['https://a.storyblok.com'],
  tagManager: false,
  development: false,
  hsts: true,
};

/** A route's source as Next's router matches it: parameters without a name are dropped. */
const matcherOf = (source: string) =>
  getPathMatch(source, { strict: true, removeUnnamedParams: true });

/**
 * The headers Next sends for a path, as its router applies `headers()`: every entry whose
 * source (matched by Next's own matcher) and cookie conditions match, in order, a later value
 * replacing an earlier one of the same name.
 */
function headersFor(path: string, { cookies = [] as string[], hsts = true } = {}) {
  const sent = new Map<string, string[]>();
  for (const route of securityHeaderRoutes({ ...options, hsts })) {
    const conditionsMet = (route.has ?? []).every(
      (condition) => condition.type === 'cookie' && cookies.includes(condition.key),
    );
    if (!matcherOf(route.source)(path) || !conditionsMet) continue;
    for (const { key, value } of route.headers) sent.set(key.toLowerCase(), [value]);
  }
  return sent;
}

const policyOf = (path: string, cookies: string[] = []) =>
  headersFor(path, { cookies }).get('content-security-policy');

const PATHS = [
  '/',
  '/our-energy',
  '/accounts/login',
  '/energy/quote',
  '/favicon.svg',
  '/_next/static/chunks/main-abc123.js',
  '/api/content/v2/cdn/stories/home',
  '/api/v1/openapi.json',
  '/users/sign_out',
  '/editor',
  '/editor/stories/101',
];

describe('security headers', () => {
  it.each(PATHS)('sends every header on %s', (path) => {
    const sent = headersFor(path);
    expect(sent.get('x-content-type-options')).toEqual(['nosniff']);
    expect(sent.get('referrer-policy')).toEqual(['strict-origin-when-cross-origin']);
    expect(sent.get('cross-origin-opener-policy')).toEqual(['same-origin']);
    expect(sent.get('permissions-policy')?.[0]).toMatch(/(^|, )camera=\(\)(,|$)/);
    expect(sent.get('strict-transport-security')).toEqual(['max-age=31536000; includeSubDomains']);
    expect(sent.get('content-security-policy')).toHaveLength(1);
  });

  // With a parameter Next compiles each header value holding a colon as a path template, on
  // every request it serves.
  it.each(PATHS)('matches %s without a named parameter', (path) => {
    for (const { source } of securityHeaderRoutes(options)) {
      expect(matcherOf(source)(path) || {}).toEqual({});
    }
  });

  it('denies the browser features the site does not use, each in a form browsers read', () => {
    const features = headersFor('/').get('permissions-policy')?.[0]?.split(', ') ?? [];
    expect(features).toEqual(expect.arrayContaining(['geolocation=()', 'microphone=()']));
    for (const feature of features) expect(feature).toMatch(/^[a-z-]+=\(\)$/);
  });

  it('leaves out Strict-Transport-Security when told to (next dev)', () => {
    expect(headersFor('/', { hsts: false }).has('strict-transport-security')).toBe(false);
  });

  it.each(['/', '/our-energy', '/favicon.svg', '/_next/static/chunks/main-abc123.js'])(
    'gives %s the page policy, framed by the site alone',
    (path) => {
      expect(policyOf(path)?.[0]).toMatch(/^default-src 'self'; script-src 'self' 'sha256-/);
      expect(policyOf(path)?.[0]).toMatch(/; frame-ancestors 'self'$/);
    },
  );

  it('lets Storyblok’s editor frame pages in draft mode', () => {
    expect(policyOf('/about', [DRAFT_MODE_COOKIE])?.[0]).toMatch(
      /; frame-ancestors 'self' https:\/\/app\.storyblok\.com$/,
    );
    expect(policyOf('/about', ['cookie-preferences'])?.[0]).toMatch(/; frame-ancestors 'self'$/);
  });

  it.each([[[]], [[DRAFT_MODE_COOKIE]]])(
    'gives the gateway and the content API the API policy (cookies %j)',
    (cookies) => {
      for (const path of ['/api/v1/accounts/1/state', '/api/content/v2/cdn/stories/home']) {
        expect(policyOf(path, cookies)).toEqual(["default-src 'none'; frame-ancestors 'none'"]);
      }
    },
  );

  it.each(['/editor', '/editor/stories/101'])('lets %s frame the site’s own pages', (path) => {
    expect(policyOf(path)?.[0]).toMatch(/; frame-src 'self' https:\/\/www\.youtube-nocookie\.com;/);
    expect(policyOf(path, [DRAFT_MODE_COOKIE])?.[0]).toMatch(/frame-src 'self' /);
    expect(policyOf('/about')?.[0]).toMatch(/; frame-src https:\/\/www\.youtube-nocookie\.com;/);
    expect(policyOf('/editorial')?.[0]).not.toMatch(/frame-src 'self'/);
  });

  it.each(['/api/preview', '/api/exit-preview', '/api/editor/preview'])(
    'lets the editor frame %s, which it opens a story through',
    (path) => {
      expect(policyOf(path)).toEqual([
        "default-src 'none'; frame-ancestors 'self' https://app.storyblok.com",
      ]);
    },
  );
});
