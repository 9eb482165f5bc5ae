// @vitest-environment node
import { createServer, type AddressInfo, type Server } from 'node:net';
import { callRoute } from '../utils/editor-api';
import { freePort } from '../utils/free-port';

/** pages/api/health.ts loaded afresh with REDIS_URL as given (unset when undefined). */
async function healthRoute(redisUrl: string | undefined) {
  vi.resetModules();
  vi.stubEnv('REDIS_URL', redisUrl);
  return (await import('@/pages/api/health')).default;
}

let silent: Server | undefined;
afterEach(() => {
  silent?.close();
  vi.unstubAllEnvs();
});

describe('GET /api/health (pages/api/health)', () => {
  it('is ok without Redis, saying it is not configured, and is never cached', async () => {
    const answer = await callRoute(await healthRoute(undefined), {});
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok', redis: 'not configured' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('stays in rotation, degraded, when REDIS_URL names a port nobody listens on', async () => {
    const answer = await callRoute(await healthRoute(`redis://127.0.0.1:${freePort()}`), {});
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'degraded', redis: 'down' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('reports Redis down when it takes the connection but never answers', async () => {
    silent = createServer(() => {});
    await new Promise<void>((resolve) => silent!.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const answer = await callRoute(await healthRoute(`redis://127.0.0.1:${port}`), {});
    expect(answer.body).toEqual({ status: 'degraded', redis: 'down' });
  });

  it('answers only GET and HEAD', async () => {
    const answer = await callRoute(await healthRoute(undefined), { method: 'POST' });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
  });
});
