import { createTestGateway } from '@/tests/gateway/test-gateway';

describe('GET /api/v1/health', () => {
  it('reports the database up and Redis not configured, never cached', async () => {
    const gateway = await createTestGateway();
    const response = await gateway.request('/api/v1/health');
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('no-store');
    expect(await response.json()).toEqual({
      status: 'ok',
      database: 'up',
      redis: 'not configured',
    });
  });

  it('takes the instance out of rotation (503) once its database does not answer', async () => {
    const gateway = await createTestGateway();
    expect((await gateway.request('/api/v1/health')).status).toBe(200);
    // Kysely's destroy closes only a connection it has opened: the check above opened one.
    await gateway.database.destroy();
    const response = await gateway.request('/api/v1/health');
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({
      status: 'unavailable',
      database: 'down',
      redis: 'not configured',
    });
  });
});
