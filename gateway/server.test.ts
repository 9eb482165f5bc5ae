import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** `npm run gateway` with only `env` set of the variables the configuration reads. */
function startGateway(env: Record<string, string>) {
  const { PATH, HOME, NODE_ENV } = process.env;
  return spawnSync(process.execPath, ['--import', 'tsx', 'gateway/server.ts'], {
    env: {
      PATH,
      HOME,
      NODE_ENV,
      GATEWAY_DATABASE_PATH: join(mkdtempSync(join(tmpdir(), 'gateway-start-')), 'db.sqlite'),
      ...env,
    },
    encoding: 'utf8',
    timeout: 60_000,
  });
}

describe('npm run gateway', () => {
  it('runs as production unless told otherwise, and so refuses to start without its secrets', () => {
    const started = startGateway({});
    expect(started.status).toBe(1);
    for (const variable of ['NEXT_PUBLIC_SITE_URL', 'GATEWAY_JWT_SECRET', 'TRUSTED_PROXIES']) {
      expect(started.stderr).toContain(variable);
    }
    expect(started.stdout).not.toContain('Gateway listening');
  });

  it('refuses production with the rate limits off', () => {
    const started = startGateway({
      NEXT_PUBLIC_SITE_URL: 'https://www.so.energy',
      REVALIDATE_SECRET: 'r'.repeat(16),
      GATEWAY_JWT_SECRET: 'j'.repeat(32),
      TRUSTED_PROXIES: 'none',
      RATE_LIMITS: 'off',
    });
    expect(started.status).toBe(1);
    expect(started.stderr).toMatch(/RATE_LIMITS: must be on in production/);
  });
});
