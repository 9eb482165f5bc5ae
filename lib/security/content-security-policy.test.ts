import {
  apiContentSecurityPolicy,
  pageContentSecurityPolicy,
  type PagePolicyOptions,
} from './content-security-policy';

const HASH = "'sha256-Zm9yIHRoZSBjb25zZW50IGRlZmF1bHQgc2NyaXB0IG9ubHk='";

/** A production page on the embedded gateway, without a tag manager. */
const production: PagePolicyOptions = {
  inlineScriptHashes: [HASH],
  imageOrigins: ['https://a.storyblok.com'],
  tagManager: false,
  development: false,
};

/** Each directive of a policy with its sources. */
function directivesOf(policy: string): Map<string, string[]> {
  return new Map(
    policy.split(';').map((directive) => {
      const [name = '', ...sources] = directive.trim().split(/\s+/);
      return [name, sources];
    }),
  );
}

const sourcesOf = (policy: string, directive: string) => directivesOf(policy).get(directive);

describe('the page policy', () => {
  it('allows what a production page loads and nothing more', () => {
    expect(pageContentSecurityPolicy(production)).toBe(
      "default-src 'self'; " +
        `script-src 'self' ${HASH}; ` +
        "style-src 'self' 'unsafe-inline'; " +
        "img-src 'self' data: https://a.storyblok.com; " +
        "connect-src 'self'; " +
        'frame-src https://www.youtube-nocookie.com; ' +
        "object-src 'none'; " +
        "base-uri 'self'; " +
        "form-action 'self'; " +
        "frame-ancestors 'self'",
    );
  });

  it.each([
    ['production', production],
    ['with a tag manager', { ...production, tagManager: true }],
    ['in the visual editor', { ...production, framedBy: ['https://app.storyblok.com'] }],
  ])(
    'runs scripts only from the site and by hash %s: no inline, eval or strict-dynamic',
    (_case, options) => {
      const scripts = sourcesOf(pageContentSecurityPolicy(options), 'script-src');
      expect(scripts).toContain(HASH);
      for (const unsafe of ["'unsafe-inline'", "'unsafe-eval'", "'strict-dynamic'", 'data:']) {
        expect(scripts).not.toContain(unsafe);
      }
    },
  );

  it('lists every inline script hash it is given', () => {
    const second = "'sha256-c2Vjb25kIHNjcmlwdCwgdGhlIHRhZyBtYW5hZ2VyIGxvYWRlcg=='";
    const policy = pageContentSecurityPolicy({ ...production, inlineScriptHashes: [HASH, second] });
    expect(sourcesOf(policy, 'script-src')).toEqual(["'self'", HASH, second]);
  });

  it('names no Google origin without a tag manager', () => {
    expect(pageContentSecurityPolicy(production)).not.toMatch(/google/);
  });

  it('lets the tag manager load, and its analytics tags send, when a container is configured', () => {
    const policy = pageContentSecurityPolicy({ ...production, tagManager: true });
    expect(sourcesOf(policy, 'script-src')).toEqual([
      "'self'",
      HASH,
      'https://www.googletagmanager.com',
    ]);
    expect(sourcesOf(policy, 'connect-src')).toEqual([
      "'self'",
      'https://www.googletagmanager.com',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
    ]);
    expect(sourcesOf(policy, 'img-src')).toEqual(
      expect.arrayContaining([
        'https://www.googletagmanager.com',
        'https://*.google-analytics.com',
      ]),
    );
  });

  it('lets the browser call a gateway on another origin', () => {
    const policy = pageContentSecurityPolicy({
      ...production,
      gatewayOrigin: 'https://api.so.energy',
    });
    expect(sourcesOf(policy, 'connect-src')).toEqual(["'self'", 'https://api.so.energy']);
  });

  it('loads CMS images from the hosts it is given', () => {
    const policy = pageContentSecurityPolicy({
      ...production,
      imageOrigins: ['https://a-us.storyblok.com', 'https://a2-us.storyblok.com'],
    });
    expect(sourcesOf(policy, 'img-src')).toEqual([
      "'self'",
      'data:',
      'https://a-us.storyblok.com',
      'https://a2-us.storyblok.com',
    ]);
  });

  it('allows eval only under next dev, for React Refresh', () => {
    const policy = pageContentSecurityPolicy({ ...production, development: true });
    expect(sourcesOf(policy, 'script-src')).toContain("'unsafe-eval'");
  });

  it('is framed by the site alone, and by Storyblok’s editor only when asked', () => {
    expect(sourcesOf(pageContentSecurityPolicy(production), 'frame-ancestors')).toEqual(["'self'"]);
    const editor = pageContentSecurityPolicy({
      ...production,
      framedBy: ['https://app.storyblok.com'],
    });
    expect(sourcesOf(editor, 'frame-ancestors')).toEqual(["'self'", 'https://app.storyblok.com']);
  });

  it('never allows plugins, another base URL or plain http', () => {
    const policy = pageContentSecurityPolicy({ ...production, tagManager: true });
    expect(sourcesOf(policy, 'object-src')).toEqual(["'none'"]);
    expect(sourcesOf(policy, 'base-uri')).toEqual(["'self'"]);
    expect(policy).not.toMatch(/http:/);
  });
});

describe('the API policy', () => {
  it('loads nothing and is never framed', () => {
    expect(apiContentSecurityPolicy()).toBe("default-src 'none'; frame-ancestors 'none'");
  });

  it('may be framed by the site and the origins named', () => {
    expect(apiContentSecurityPolicy(['https://app.storyblok.com'])).toBe(
      "default-src 'none'; frame-ancestors 'self' https://app.storyblok.com",
    );
  });
});
