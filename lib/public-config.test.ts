import type { RawEnv } from './env-schema';
import { parsePublicEnv } from './public-env';

const NAMES = [
  'NEXT_PUBLIC_ENVIRONMENT',
  'NEXT_PUBLIC_SITE_URL',
  'NEXT_PUBLIC_GATEWAY_URL',
  'NEXT_PUBLIC_GTM_ID',
  'NEXT_PUBLIC_STAGING_BANNER_COLOUR',
] as const;

afterEach(() => {
  vi.unstubAllEnvs();
  vi.resetModules();
});

describe('the public configuration the browser reads', () => {
  it.each<RawEnv>([
    {},
    {
      NEXT_PUBLIC_ENVIRONMENT: 'staging',
      NEXT_PUBLIC_SITE_URL: 'https://staging.so.energy',
      NEXT_PUBLIC_GATEWAY_URL: 'https://api.so.energy',
      NEXT_PUBLIC_GTM_ID: 'GTM-ABC1234',
      NEXT_PUBLIC_STAGING_BANNER_COLOUR: 'red',
    },
    { NEXT_PUBLIC_ENVIRONMENT: 'production', NEXT_PUBLIC_GTM_ID: '', NEXT_PUBLIC_SITE_URL: ' ' },
  ])('holds what checking %o gives, without a schema', async (env) => {
    for (const name of NAMES) vi.stubEnv(name, env[name]);
    const { publicConfig } = await import('./public-config');
    expect(publicConfig).toEqual(parsePublicEnv(env));
  });
});
