import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseServerEnv, readOrCreateDevelopmentSecret } from './config';
import { ConfigError } from './env-schema';
import { parsePublicEnv } from './public-config';

const developmentJwtSecret = () => 'd'.repeat(43);
const parse = (env: Record<string, string>) => parseServerEnv(env, { developmentJwtSecret });

const productionEnv = {
  NEXT_PUBLIC_ENVIRONMENT: 'production',
  NEXT_PUBLIC_SITE_URL: 'https://www.so.energy/',
  REVALIDATE_SECRET: 'r'.repeat(16),
  GATEWAY_JWT_SECRET: 'j'.repeat(32),
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
      gateway: {
        url: undefined,
        databasePath: join('.data', 'gateway.sqlite'),
        port: 4000,
        corsOrigins: ['http://localhost:3000'],
        jwtSecret: developmentJwtSecret(),
      },
    });
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
      'a CORS origin that is not a URL',
      { GATEWAY_CORS_ORIGINS: 'https://www.so.energy,www.so.energy' },
      ['GATEWAY_CORS_ORIGINS.1: expected http(s) origins separated by commas'],
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
