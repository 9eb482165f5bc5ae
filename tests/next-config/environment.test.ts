// @vitest-environment node
import {
  PHASE_DEVELOPMENT_SERVER,
  PHASE_PRODUCTION_BUILD,
  PHASE_PRODUCTION_SERVER,
} from 'next/constants';

const PRODUCTION_SECRETS = {
  NEXT_PUBLIC_SITE_URL: 'https://www.so.energy',
  REVALIDATE_SECRET: 'r'.repeat(16),
  GATEWAY_JWT_SECRET: 'j'.repeat(32),
};

/** next.config.ts as Next loads it in `phase`, with only `env` set. */
async function configIn(phase: string, env: Record<string, string> = {}) {
  vi.resetModules();
  for (const key of ['NEXT_PUBLIC_ENVIRONMENT', ...Object.keys(PRODUCTION_SECRETS)]) {
    vi.stubEnv(key, undefined);
  }
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  return (await import('@/next.config')).default(phase);
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('the environment a build is for', () => {
  it.each([PHASE_PRODUCTION_BUILD, PHASE_PRODUCTION_SERVER])(
    '%s without NEXT_PUBLIC_ENVIRONMENT is production, fixed into the build',
    async (phase) => {
      const config = await configIn(phase, PRODUCTION_SECRETS);
      expect(config.env?.NEXT_PUBLIC_ENVIRONMENT).toBe('production');
    },
  );

  it('stops a production build without its secrets, naming each in one message', async () => {
    const failure = await configIn(PHASE_PRODUCTION_BUILD).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(Error);
    for (const secret of Object.keys(PRODUCTION_SECRETS)) {
      expect((failure as Error).message).toContain(secret);
    }
  });

  it('lets only next dev default to development, where no secret is needed', async () => {
    const config = await configIn(PHASE_DEVELOPMENT_SERVER);
    expect(config.env?.NEXT_PUBLIC_ENVIRONMENT).toBe('development');
  });

  it('builds the environment named explicitly', async () => {
    const config = await configIn(PHASE_PRODUCTION_BUILD, {
      ...PRODUCTION_SECRETS,
      NEXT_PUBLIC_ENVIRONMENT: 'staging',
    });
    expect(config.env?.NEXT_PUBLIC_ENVIRONMENT).toBe('staging');
  });
});
