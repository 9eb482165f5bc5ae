import { PHASE_PRODUCTION_SERVER } from 'next/constants';
import { join } from 'node:path';
import { configIn, PRODUCTION_SECRETS } from '../utils/next-config';

/** next.config.ts as `next start` of a production build loads it, with `env`. */
const startConfig = (env: Record<string, string> = {}) =>
  configIn(PHASE_PRODUCTION_SERVER, { ...PRODUCTION_SECRETS, ...env });

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('where next start keeps its pages', () => {
  it('keeps them in Next’s own file cache without REDIS_URL', async () => {
    const config = await startConfig();
    expect(config.cacheHandler).toBeUndefined();
    expect(config.cacheMaxMemorySize).toBeUndefined();
  });

  it('shares them through the Redis cache handler, with no copy in memory, with REDIS_URL', async () => {
    const config = await startConfig({ REDIS_URL: 'redis://cache.internal:6379' });
    expect(config.cacheHandler).toBe(join(process.cwd(), 'lib/redis/page-cache-handler.mjs'));
    expect(config.cacheMaxMemorySize).toBe(0);
  });

  it('refuses to start with a REDIS_URL that is not a Redis URL', async () => {
    const failure = await startConfig({ REDIS_URL: 'cache.internal:6379' }).catch(
      (error: unknown) => error,
    );
    expect((failure as Error).message).toContain('REDIS_URL: expected a redis:// or rediss:// URL');
  });
});
