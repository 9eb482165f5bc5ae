import { createServer, type AddressInfo, type Server } from 'node:net';
import { callRoute } from '../utils/editor-api';
import { freePort } from '../utils/free-port';

const embeddedDatabase = vi.hoisted(() => ({ up: true }));
vi.mock('@/gateway/embedded', () => ({
  embeddedDatabaseIsUp: async () => embeddedDatabase.up,
}));

/** pages/api/health.ts loaded afresh with REDIS_URL and GATEWAY_URL as given (or unset). */
async function healthRoute(redisUrl: string | undefined, gatewayUrl?: string) {
  vi.resetModules();
  vi.stubEnv('REDIS_URL', redisUrl);
  vi.stubEnv('GATEWAY_URL', gatewayUrl);
  return (await import('@/pages/api/health')).default;
}

let silent: Server | undefined;
afterEach(() => {
  silent?.close();
  vi.unstubAllEnvs();
  embeddedDatabase.up = true;
});

describe('GET /api/health (pages/api/health)', () => {
  it('is ok without Redis, saying it is not configured, and is never cached', async () => {
    const answer = await callRoute(await healthRoute(undefined), {});
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'ok', database: 'up', redis: 'not configured' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('stays in rotation, degraded, when REDIS_URL names a port nobody listens on', async () => {
    const answer = await callRoute(await healthRoute(`redis://127.0.0.1:${freePort()}`), {});
    expect(answer.status).toBe(200);
    expect(answer.body).toEqual({ status: 'degraded', database: 'up', redis: 'down' });
    expect(answer.headers['cache-control']).toBe('no-store');
  });

  it('reports Redis down when it takes the connection but never answers', async () => {
    silent = createServer(() => {});
    await new Promise<void>((resolve) => silent!.listen(0, '127.0.0.1', resolve));
    const { port } = silent.address() as AddressInfo;
    const answer = await callRoute(await healthRoute(`redis://127.0.0.1:${port}`), {});
    expect(answer.body).toEqual({ status: 'degraded', database: 'up', redis: 'down' });
  });

  it("is unavailable (503) while the embedded gateway's database does not answer", async () => {
    embeddedDatabase.up = false;
    const answer = await callRoute(await healthRoute(undefined), {});
    expect(answer.status).toBe(503);
    expect(answer.body).toEqual({
      status: 'unavailable',
      database: 'down',
      redis: 'not configured',
    });
  });

  it('leaves the database to a gateway of its own (GATEWAY_URL) to report', async () => {
    embeddedDatabase.up = false;
    const answer = await callRoute(await healthRoute(undefined, 'https://gateway.example.com'), {});
    expect(answer.body).toEqual({ status: 'ok', redis: 'not configured' });
  });

  it('answers only GET and HEAD', async () => {
    const answer = await callRoute(await healthRoute(undefined), { method: 'POST' });
    expect(answer.status).toBe(405);
    expect(answer.headers.allow).toBe('GET, HEAD');
  });
});
