import { mkdtempSync } from 'node:fs';
import { createServer, request as httpRequest, type Server } from 'node:http';
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

/** `npm start`'s server: gateway calls first, everything else to a site that says so. */
async function serveSite(env: Record<string, string>) {
  vi.resetModules();
  for (const [key, value] of Object.entries(env)) vi.stubEnv(key, value);
  const { answerGatewayCallsFirst } = await import('./embedded');
  const server: Server = createServer(
    answerGatewayCallsFirst(
      (_request, response) => {
        response.end('the site');
      },
      new Map([['Referrer-Policy', 'strict-origin-when-cross-origin']]),
    ),
  );
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

  it('limits by the socket address Next hands it, not by X-Forwarded-For', async () => {
    const databasePath = join(mkdtempSync(join(tmpdir(), 'embedded-')), 'gateway.sqlite');
    const server = await serveEmbedded({
      GATEWAY_DATABASE_PATH: databasePath,
      GATEWAY_URL: '',
      RATE_LIMIT_LOGIN: '2/1m',
    });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i += 1) {
        const response = await fetch(`${server.origin}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i}` },
          body: JSON.stringify({
            email: 'lee@example.com',
            password: 'wrong-password',
            short_lived_refresh_token: 'true',
          }),
        });
        statuses.push(response.status);
      }
      expect(statuses).toEqual([401, 401, 429]);
    } finally {
      server.close();
    }
  });

  it('answers a body over GATEWAY_MAX_BODY_BYTES with 413 before it has all arrived', async () => {
    const databasePath = join(mkdtempSync(join(tmpdir(), 'embedded-')), 'gateway.sqlite');
    const server = await serveEmbedded({
      GATEWAY_DATABASE_PATH: databasePath,
      GATEWAY_URL: '',
      GATEWAY_MAX_BODY_BYTES: '2048',
    });
    const tooLarge = {
      message: 'The request is too large: its body may be at most 2,048 bytes.',
      statusCode: 413,
    };
    try {
      const whole = await fetch(`${server.origin}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: `{"email": "${'a'.repeat(4096)}"}`,
      });
      expect(whole.status).toBe(413);
      expect(await whole.json()).toEqual(tooLarge);

      // Headers promising a megabyte and the first few bytes of it: the answer comes at once.
      const answer = await new Promise<{ status?: number; body: string }>((resolve, reject) => {
        const sending = httpRequest(`${server.origin}/api/v1/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'content-length': String(1024 * 1024) },
        });
        sending.on('response', (response) => {
          let body = '';
          response.on('data', (chunk: Buffer) => (body += chunk.toString()));
          response.on('end', () => {
            sending.destroy();
            resolve({ status: response.statusCode, body });
          });
        });
        sending.on('error', reject);
        sending.write('{"email": "');
      });
      expect(answer.status).toBe(413);
      expect(JSON.parse(answer.body)).toEqual(tooLarge);
    } finally {
      server.close();
    }
  });

  it('answers a path with malformed percent-encoding with 400 in the error shape', async () => {
    const databasePath = join(mkdtempSync(join(tmpdir(), 'embedded-')), 'gateway.sqlite');
    const server = await serveEmbedded({ GATEWAY_DATABASE_PATH: databasePath, GATEWAY_URL: '' });
    try {
      const response = await fetch(`${server.origin}/api/v1/accounts/%E0%A4%A`);
      expect(response.status).toBe(400);
      expect((await response.json()).statusCode).toBe(400);
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

describe('gateway calls answered before Next (npm start)', () => {
  it('answers /api/v1 with the headers the site gives /api answers, and hands the rest on', async () => {
    const databasePath = join(mkdtempSync(join(tmpdir(), 'embedded-')), 'gateway.sqlite');
    const server = await serveSite({ GATEWAY_DATABASE_PATH: databasePath, GATEWAY_URL: '' });
    try {
      const answer = await fetch(`${server.origin}/api/v1/tariffs?region=12`);
      expect(answer.status).toBe(200);
      expect(answer.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(await answer.json()).toHaveProperty('tariffs');
      expect(await (await fetch(`${server.origin}/about`)).text()).toBe('the site');
    } finally {
      server.close();
    }
  });

  it('hands every request to the site when GATEWAY_URL names another gateway', async () => {
    const server = await serveSite({ GATEWAY_URL: 'https://api.so.energy' });
    try {
      expect(await (await fetch(`${server.origin}/api/v1/openapi.json`)).text()).toBe('the site');
    } finally {
      server.close();
    }
  });
});
