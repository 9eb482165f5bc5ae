// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** Serves the Next API route's handler on a real Node server, as `next start` does. */
async function serveEmbedded(env: Record<string, string>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  const { handleEmbeddedGatewayRequest } = await import('./embedded');
  const server: Server = createServer((request, response) => {
    void handleEmbeddedGatewayRequest(request, response);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, close: () => server.close() };
}

afterEach(() => {
  vi.unstubAllEnvs();
  delete (globalThis as { embeddedGateway?: unknown }).embeddedGateway;
});

describe('the embedded gateway route', () => {
  it('translates Node requests to the gateway, creating and seeding its database', async () => {
    const databasePath = join(mkdtempSync(join(tmpdir(), 'embedded-')), 'gateway.sqlite');
    const server = await serveEmbedded({ GATEWAY_DATABASE_PATH: databasePath, GATEWAY_URL: '' });
    try {
      const response = await fetch(`${server.origin}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({
          email: 'lee@example.com',
          password: 'demo-password-2026',
          short_lived_refresh_token: 'true',
        }),
      });
      expect(response.status).toBe(200);
      expect((await response.json()).email).toBe('lee@example.com');
    } finally {
      server.close();
    }
  });

  it('is not mounted when GATEWAY_URL points at another gateway', async () => {
    const server = await serveEmbedded({ GATEWAY_URL: 'https://api.so.energy' });
    try {
      const response = await fetch(`${server.origin}/api/v1/openapi.json`);
      expect(response.status).toBe(404);
      expect(await response.json()).toEqual({
        message: 'This page could not be found',
        statusCode: 404,
      });
    } finally {
      server.close();
    }
  });
});
