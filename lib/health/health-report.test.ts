import { healthReport, type CheckStatus, type HealthCheck } from './health-report';

const answering = (name: string, status: CheckStatus): HealthCheck => ({
  name,
  check: async () => status,
});

describe('the health report', () => {
  it('is ok when every configured dependency is up, naming each', async () => {
    expect(
      await healthReport([answering('redis', 'up'), answering('database', 'not configured')]),
    ).toEqual({
      httpStatus: 200,
      body: { status: 'ok', redis: 'up', database: 'not configured' },
    });
  });

  it('is unavailable (503) while any dependency is down', async () => {
    expect(await healthReport([answering('redis', 'down'), answering('database', 'up')])).toEqual({
      httpStatus: 503,
      body: { status: 'unavailable', redis: 'down', database: 'up' },
    });
  });

  it('stays in rotation, degraded, while only a dependency it can do without is down', async () => {
    const cache: HealthCheck = { ...answering('redis', 'down'), required: false };
    expect(await healthReport([cache, answering('database', 'up')])).toEqual({
      httpStatus: 200,
      body: { status: 'degraded', redis: 'down', database: 'up' },
    });
  });

  it('counts a check that fails as down', async () => {
    const failing: HealthCheck = {
      name: 'redis',
      check: () => Promise.reject(new Error('ECONNREFUSED')),
    };
    expect((await healthReport([failing])).body).toEqual({ status: 'unavailable', redis: 'down' });
  });

  it('counts a check that answers too late as down, and tells it to give up', async () => {
    let gaveUp = false;
    const silent: HealthCheck = {
      name: 'redis',
      check: (signal) => new Promise(() => signal.addEventListener('abort', () => (gaveUp = true))),
    };
    expect((await healthReport([silent], 50)).body.redis).toBe('down');
    expect(gaveUp).toBe(true);
  });
});
