import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { DEFAULT_RATE_LIMITS, parseServerEnv, readOrCreateDevelopmentSecret } from './config';
import { ConfigError } from './env-schema';
import { parsePublicEnv } from './public-env';

const developmentJwtSecret = () => 'd'.repeat(43);
const parse = (env: Record<string, string>) => parseServerEnv(env, { developmentJwtSecret });

const productionEnv = {
  NEXT_PUBLIC_ENVIRONMENT: 'production',
  NEXT_PUBLIC_SITE_URL: 'https://www.so.energy/',
  REVALIDATE_SECRET: 'r'.repeat(16),
  GATEWAY_JWT_SECRET: 'j'.repeat(32),
  TRUSTED_PROXIES: '10.0.0.0/8',
};

function problemsOf(env: Record<string, string>): readonly string[] {
  try {
    parse(env);
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
  throw new Error('expected a ConfigError');
}

describe('server configuration', () => {
  it('runs a fresh clone with no variables at all: local content, embedded gateway', () => {
    expect(parse({})).toEqual({
      environment: 'development',
      siteUrl: 'http://localhost:3000',
      content: {
        source: 'local',
        storyblokToken: undefined,
        storyblokPreviewToken: undefined,
        storyblokRegion: 'eu',
      },
      previewSecret: undefined,
      revalidateSecret: undefined,
      trustedProxies: [],
      redisUrl: undefined,
      editor: {
        enabled: false,
        editors: [],
        sessionSecret: undefined,
        factorsPath: join('.data', 'editor-factors.json'),
      },
      gateway: {
        url: undefined,
        databaseUrl: undefined,
        databasePath: join('.data', 'gateway.sqlite'),
        port: 4000,
        corsOrigins: ['http://localhost:3000'],
        maxBodyBytes: 1_048_576,
        jwtSecret: developmentJwtSecret(),
        rateLimits: { enabled: true, limits: DEFAULT_RATE_LIMITS },
        mail: { smtpUrl: undefined, from: 'So Energy <hello@so.energy>' },
      },
    });
  });

  it('keeps the gateway’s data in the PostgreSQL database DATABASE_URL names', () => {
    expect(
      parse({ DATABASE_URL: 'postgres://gateway:secret@db.example.com:5432/gateway' }).gateway,
    ).toMatchObject({ databaseUrl: 'postgres://gateway:secret@db.example.com:5432/gateway' });
    expect(parse({ DATABASE_URL: 'postgresql://gateway@db/gateway' }).gateway.databaseUrl).toBe(
      'postgresql://gateway@db/gateway',
    );
    expect(problemsOf({ DATABASE_URL: 'mysql://db.example.com/gateway' })).toEqual([
      expect.stringMatching(/^DATABASE_URL: expected a postgres:\/\/ or postgresql:\/\/ URL/),
    ]);
  });

  it('sends the gateway’s emails by the SMTP server SMTP_URL names, from MAIL_FROM', () => {
    const { mail } = parse({
      SMTP_URL: 'smtps://mailer:secret@smtp.example.com:465',
      MAIL_FROM: 'So Energy <accounts@so.energy>',
    }).gateway;
    expect(mail).toEqual({
      smtpUrl: 'smtps://mailer:secret@smtp.example.com:465',
      from: 'So Energy <accounts@so.energy>',
    });
    expect(parse({ MAIL_FROM: 'accounts@so.energy' }).gateway.mail.from).toBe('accounts@so.energy');
    expect(problemsOf({ SMTP_URL: 'https://smtp.example.com', MAIL_FROM: 'So Energy' })).toEqual([
      expect.stringMatching(/^SMTP_URL: expected an smtp:\/\/ or smtps:\/\/ URL/),
      'MAIL_FROM: expected an email address, or a name and <address>',
    ]);
  });

  it('shares the Redis REDIS_URL names, refusing a URL that is not Redis’s', () => {
    expect(parse({ REDIS_URL: 'redis://cache.internal:6379' }).redisUrl).toBe(
      'redis://cache.internal:6379',
    );
    expect(parse({ REDIS_URL: 'rediss://user:secret@cache.example.com:6380/2' }).redisUrl).toBe(
      'rediss://user:secret@cache.example.com:6380/2',
    );
    for (const bad of ['localhost:6379', 'http://cache.internal:6379']) {
      expect(problemsOf({ REDIS_URL: bad })).toEqual([
        'REDIS_URL: expected a redis:// or rediss:// URL, like redis://localhost:6379',
      ]);
    }
  });

  it('limits each group of gateway endpoints per client address, generously by default', () => {
    expect(DEFAULT_RATE_LIMITS).toEqual({
      login: { limit: 20, windowMs: 60_000 },
      addresses: { limit: 120, windowMs: 60_000 },
      quotes: { limit: 60, windowMs: 60_000 },
      signups: { limit: 10, windowMs: 3_600_000 },
      votes: { limit: 30, windowMs: 600_000 },
      contact: { limit: 20, windowMs: 3_600_000 },
      evReminders: { limit: 20, windowMs: 3_600_000 },
      passwordResets: { limit: 20, windowMs: 3_600_000 },
      referralCodes: { limit: 30, windowMs: 3_600_000 },
      vehicleChecks: { limit: 30, windowMs: 3_600_000 },
      switchRatings: { limit: 10, windowMs: 3_600_000 },
      dataExports: { limit: 10, windowMs: 3_600_000 },
    });
    const { rateLimits } = parse({
      RATE_LIMIT_LOGIN: '5/30s',
      RATE_LIMIT_EV_REMINDERS: ' 100 / 2h ',
      RATE_LIMIT_SWITCH_RATINGS: '3/1h',
    }).gateway;
    expect(rateLimits.limits.login).toEqual({ limit: 5, windowMs: 30_000 });
    expect(rateLimits.limits.evReminders).toEqual({ limit: 100, windowMs: 7_200_000 });
    expect(rateLimits.limits.switchRatings).toEqual({ limit: 3, windowMs: 3_600_000 });
    expect(rateLimits.limits.quotes).toEqual(DEFAULT_RATE_LIMITS.quotes);
  });

  it('reads the embedded content space from content/ unless LOCAL_CONTENT_DIR names another', () => {
    expect(parse({}).content.localDir).toBeUndefined();
    expect(parse({ LOCAL_CONTENT_DIR: '/tmp/space' }).content.localDir).toBe('/tmp/space');
  });

  it('switches the rate limits off with RATE_LIMITS=off, outside production', () => {
    expect(parse({ RATE_LIMITS: 'off' }).gateway.rateLimits.enabled).toBe(false);
    expect(parse({ ...productionEnv, RATE_LIMITS: 'on' }).gateway.rateLimits.enabled).toBe(true);
  });

  it('refuses to start production with the rate limits off', () => {
    expect(problemsOf({ ...productionEnv, RATE_LIMITS: 'off' })).toEqual([
      expect.stringMatching(/^RATE_LIMITS: must be on in production/),
    ]);
  });

  it('trusts X-Forwarded-For only from the proxies listed in TRUSTED_PROXIES', () => {
    expect(parse({ TRUSTED_PROXIES: '10.0.0.0/8, 192.0.2.10,fd00::/8' }).trustedProxies).toEqual([
      '10.0.0.0/8',
      '192.0.2.10',
      'fd00::/8',
    ]);
  });

  it('needs TRUSTED_PROXIES in production, where none says clients reach the site directly', () => {
    const unset: Record<string, string> = { ...productionEnv };
    delete unset.TRUSTED_PROXIES;
    expect(problemsOf(unset)).toEqual([
      expect.stringMatching(
        /^TRUSTED_PROXIES: required in production: our proxies’ addresses, or none/,
      ),
    ]);
    expect(problemsOf({ ...productionEnv, TRUSTED_PROXIES: '' })).toEqual([
      expect.stringMatching(/^TRUSTED_PROXIES: required in production/),
    ]);
    expect(parse({ ...productionEnv, TRUSTED_PROXIES: 'none' }).trustedProxies).toEqual([]);
    expect(
      parse({ ...productionEnv, NEXT_PUBLIC_ENVIRONMENT: 'staging', TRUSTED_PROXIES: '' })
        .trustedProxies,
    ).toEqual([]);
  });

  it('takes the gateway body limit in bytes from GATEWAY_MAX_BODY_BYTES', () => {
    expect(parse({ GATEWAY_MAX_BODY_BYTES: '2097152' }).gateway.maxBodyBytes).toBe(2_097_152);
  });

  it('treats empty values as unset and trims a trailing slash off URLs', () => {
    const config = parse({
      ...productionEnv,
      GATEWAY_URL: 'https://api.so.energy/',
      STORYBLOK_TOKEN: '',
    });
    expect(config.siteUrl).toBe('https://www.so.energy');
    expect(config.gateway.url).toBe('https://api.so.energy');
    expect(config.content.storyblokToken).toBeUndefined();
  });

  it('runs the standalone gateway on GATEWAY_PORT for the listed CORS origins', () => {
    const config = parse({
      GATEWAY_PORT: '4100',
      GATEWAY_CORS_ORIGINS: 'https://www.so.energy/, http://localhost:3000',
    });
    expect(config.gateway.port).toBe(4100);
    expect(config.gateway.corsOrigins).toEqual(['https://www.so.energy', 'http://localhost:3000']);
  });

  it('allows only the site itself cross-origin when no CORS origins are given', () => {
    expect(parse(productionEnv).gateway.corsOrigins).toEqual(['https://www.so.energy']);
  });

  it('allows the site’s origin, not its URL, when the site URL has a path', () => {
    const config = parse({ ...productionEnv, NEXT_PUBLIC_SITE_URL: 'https://www.so.energy/home/' });
    expect(config.gateway.corsOrigins).toEqual(['https://www.so.energy']);
  });

  it('turns the editor on with EDITOR_ENABLED, needing editors and a session secret', () => {
    const editor = {
      email: 'ed@so.energy',
      name: 'Ed',
      passwordHash: '$argon2id$v=19$m=19456,t=2,p=1$x$y',
    };
    const config = parse({
      ...productionEnv,
      EDITOR_ENABLED: 'true',
      EDITORS: JSON.stringify([editor]),
      EDITOR_SESSION_SECRET: 's'.repeat(32),
      EDITOR_FACTORS_PATH: '/var/lib/so-energy/editor-factors.json',
    });
    expect(config.editor).toEqual({
      enabled: true,
      editors: [editor],
      sessionSecret: 's'.repeat(32),
      factorsPath: '/var/lib/so-energy/editor-factors.json',
    });
    expect(problemsOf({ ...productionEnv, EDITOR_ENABLED: 'true' })).toEqual([
      'EDITORS: required when EDITOR_ENABLED is true',
      'EDITOR_SESSION_SECRET: required when EDITOR_ENABLED is true',
    ]);
    expect(
      problemsOf({
        EDITOR_ENABLED: 'true',
        EDITORS: '[{"email": "ed@so.energy", "name": "Ed", "passwordHash": "plain"}]',
        EDITOR_SESSION_SECRET: 'short',
      }),
    ).toEqual([
      'EDITORS.0.passwordHash: expected an Argon2id hash ($argon2id$…) for each editor',
      'EDITOR_SESSION_SECRET: expected a secret of at least 32 characters',
    ]);
    expect(
      problemsOf({
        EDITOR_ENABLED: 'true',
        EDITORS: 'not json',
        EDITOR_SESSION_SECRET: 's'.repeat(32),
      }),
    ).toEqual(['EDITORS: expected a JSON list']);
  });

  it('never generates a JWT secret outside development', () => {
    const config = parseServerEnv(
      { ...productionEnv, GATEWAY_JWT_SECRET: '', GATEWAY_URL: 'https://api.so.energy' },
      {
        developmentJwtSecret: () => {
          throw new Error('must not be called');
        },
      },
    );
    expect(config.gateway.jwtSecret).toBeUndefined();
  });

  it.each([
    [
      'an unknown environment',
      { NEXT_PUBLIC_ENVIRONMENT: 'prod' },
      ['NEXT_PUBLIC_ENVIRONMENT: expected one of production, staging, development'],
    ],
    [
      'a site URL that is not http(s)',
      { NEXT_PUBLIC_SITE_URL: 'ftp://example.com' },
      ['NEXT_PUBLIC_SITE_URL: expected an absolute http(s) URL'],
    ],
    [
      'Storyblok without a token',
      { CONTENT_SOURCE: 'storyblok' },
      ['STORYBLOK_TOKEN: required when CONTENT_SOURCE is storyblok'],
    ],
    [
      'an unknown content source and region',
      { CONTENT_SOURCE: 'contentful', STORYBLOK_REGION: 'mars' },
      [
        'CONTENT_SOURCE: expected local or storyblok',
        'STORYBLOK_REGION: expected one of eu, us, ca, ap, cn',
      ],
    ],
    [
      'a port out of range',
      { GATEWAY_PORT: '70000' },
      ['GATEWAY_PORT: expected a port number from 1 to 65535'],
    ],
    [
      'a body limit that is not a whole number of bytes',
      { GATEWAY_MAX_BODY_BYTES: '1mb' },
      ['GATEWAY_MAX_BODY_BYTES: expected a number of bytes'],
    ],
    [
      'a CORS origin that is not a URL',
      { GATEWAY_CORS_ORIGINS: 'https://www.so.energy,www.so.energy' },
      ['GATEWAY_CORS_ORIGINS.1: expected http(s) origins separated by commas'],
    ],
    [
      'a rate limit without a window',
      { RATE_LIMIT_QUOTES: '60', RATE_LIMIT_LOGIN: '0/1m' },
      [
        'RATE_LIMIT_LOGIN: expected requests per window, like 20/1m (window in s, m or h)',
        'RATE_LIMIT_QUOTES: expected requests per window, like 20/1m (window in s, m or h)',
      ],
    ],
    [
      'RATE_LIMITS other than on or off',
      { RATE_LIMITS: 'false' },
      ['RATE_LIMITS: expected on or off'],
    ],
    [
      'a trusted proxy that is not an address',
      { TRUSTED_PROXIES: '10.0.0.1,proxy.internal' },
      ['TRUSTED_PROXIES.1: expected IP addresses or CIDR blocks (10.0.0.0/8) separated by commas'],
    ],
    [
      'a short JWT secret',
      { GATEWAY_JWT_SECRET: 'short' },
      ['GATEWAY_JWT_SECRET: expected a secret of at least 32 characters'],
    ],
    [
      'production with nothing set',
      { NEXT_PUBLIC_ENVIRONMENT: 'production' },
      [
        'NEXT_PUBLIC_SITE_URL: required outside development',
        'REVALIDATE_SECRET: required outside development',
        expect.stringMatching(/^TRUSTED_PROXIES: required in production/),
        'GATEWAY_JWT_SECRET: required outside development when GATEWAY_URL is empty',
      ],
    ],
  ])('rejects %s, naming every bad key', (_case, env, expected) => {
    expect(problemsOf(env)).toEqual(expected);
  });

  it('puts every problem into one error message', () => {
    expect(() => parse({ NEXT_PUBLIC_ENVIRONMENT: 'staging', GATEWAY_URL: 'nope' })).toThrow(
      /NEXT_PUBLIC_SITE_URL[\s\S]*REVALIDATE_SECRET[\s\S]*GATEWAY_URL/,
    );
  });
});

describe('public configuration', () => {
  it('holds only the NEXT_PUBLIC_ values', () => {
    expect(
      parsePublicEnv({ NEXT_PUBLIC_ENVIRONMENT: 'staging', GATEWAY_JWT_SECRET: 'j'.repeat(32) }),
    ).toEqual({
      environment: 'staging',
      siteUrl: 'http://localhost:3000',
      gatewayUrl: '',
      gtmId: undefined,
      stagingBannerColour: 'yellow',
    });
  });

  it('gives the browser the gateway URL next.config.ts derives from GATEWAY_URL', () => {
    expect(parsePublicEnv({ NEXT_PUBLIC_GATEWAY_URL: 'http://localhost:4000/' }).gatewayUrl).toBe(
      'http://localhost:4000',
    );
  });

  it('takes a Google Tag Manager container id', () => {
    expect(parsePublicEnv({ NEXT_PUBLIC_GTM_ID: 'GTM-ABC1234' }).gtmId).toBe('GTM-ABC1234');
    expect(parsePublicEnv({ NEXT_PUBLIC_GTM_ID: '' }).gtmId).toBeUndefined();
  });

  it('takes the staging banner colour, yellow unless told red', () => {
    expect(parsePublicEnv({ NEXT_PUBLIC_STAGING_BANNER_COLOUR: 'red' }).stagingBannerColour).toBe(
      'red',
    );
    expect(parsePublicEnv({ NEXT_PUBLIC_STAGING_BANNER_COLOUR: '' }).stagingBannerColour).toBe(
      'yellow',
    );
  });

  it('rejects a staging banner colour other than red or yellow', () => {
    expect(() => parsePublicEnv({ NEXT_PUBLIC_STAGING_BANNER_COLOUR: 'green' })).toThrow(
      'NEXT_PUBLIC_STAGING_BANNER_COLOUR: expected red or yellow',
    );
  });

  it.each(['UA-12345-1', 'GTM-abc', 'GTM-ABC");alert(1);//'])(
    'rejects %s as a tag manager id',
    (id) => {
      expect(() => parsePublicEnv({ NEXT_PUBLIC_GTM_ID: id })).toThrow(
        'NEXT_PUBLIC_GTM_ID: expected a Google Tag Manager id (GTM-…)',
      );
    },
  );
});

describe('development JWT secret', () => {
  it('is generated once and then reused', () => {
    const dir = join(mkdtempSync(join(tmpdir(), 'config-')), '.data');
    const first = readOrCreateDevelopmentSecret(dir);
    expect(first).toMatch(/^[\w-]{43}$/);
    expect(readOrCreateDevelopmentSecret(dir)).toBe(first);
    expect(readFileSync(join(dir, 'gateway-jwt-secret'), 'utf8')).toBe(first);
  });
});
