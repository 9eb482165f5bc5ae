import {
  PHASE_DEVELOPMENT_SERVER,
  PHASE_PRODUCTION_BUILD,
  PHASE_PRODUCTION_SERVER,
} from 'next/constants';
import { configIn, PRODUCTION_SECRETS } from '../utils/next-config';

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
