import { vi } from 'vitest';

/** The secrets and settings a production build or server stops without. */
export const PRODUCTION_SECRETS = {
  NEXT_PUBLIC_SITE_URL: 'https://www.so.energy',
  REVALIDATE_SECRET: 'r'.repeat(16),
  GATEWAY_JWT_SECRET: 'j'.repeat(32),
  TRUSTED_PROXIES: 'none',
};

/**
 * next.config.ts as Next loads it in `phase`, with only `env` set of what it reads. Unstub the
 * environment after each test.
 */
export async function configIn(phase: string, env: Record<string, string> = {}) {
  vi.resetModules();
  for (const key of ['NEXT_PUBLIC_ENVIRONMENT', 'REDIS_URL', ...Object.keys(PRODUCTION_SECRETS)]) {
    vi.stubEnv(key, undefined);
  }
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  return (await import('@/next.config')).default(phase);
}
