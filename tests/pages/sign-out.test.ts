import { mkdtempSync } from 'node:fs';
import { createServer, request as httpRequest, type OutgoingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const SITE = 'https://www.so.energy';

/** pages/api/users/sign_out.ts on a real Node server, as `next start` serves it. */
async function serveSignOut() {
  vi.resetModules();
  vi.stubEnv('NEXT_PUBLIC_SITE_URL', SITE);
  vi.stubEnv('GATEWAY_URL', '');
  vi.stubEnv('GATEWAY_JWT_SECRET', 'j'.repeat(32));
  vi.stubEnv('GATEWAY_DATABASE_PATH', join(mkdtempSync(join(tmpdir(), 'sign-out-')), 'db.sqlite'));
  const { default: signOut } = await import('@/pages/api/users/sign_out');
  const server = createServer((request, response) => void signOut(request, response));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { host: `127.0.0.1:${port}`, close: () => server.close() };
}

/** A POST with exactly these headers (fetch would not let a test set Sec-Fetch-Site). */
function post(host: string, headers: OutgoingHttpHeaders) {
  return new Promise<{ status?: number; body: string }>((resolve, reject) => {
    const sending = httpRequest(`http://${host}/api/users/sign_out`, { method: 'POST', headers });
    sending.on('response', (response) => {
      let body = '';
      response.on('data', (chunk: Buffer) => (body += chunk.toString()));
      response.on('end', () => resolve({ status: response.statusCode, body }));
    });
    sending.on('error', reject);
    sending.end();
  });
}

let server: Awaited<ReturnType<typeof serveSignOut>>;
beforeEach(async () => {
  server = await serveSignOut();
});
afterEach(() => {
  server.close();
  vi.unstubAllEnvs();
  delete (globalThis as { embeddedGateway?: unknown }).embeddedGateway;
});

describe('POST /users/sign_out (pages/api/users/sign_out)', () => {
  it.each<[string, OutgoingHttpHeaders]>([
    ['another site’s page', { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' }],
    ['an Origin of another site', { origin: 'https://evil.example' }],
    ['a browser that says it is cross-site', { 'sec-fetch-site': 'cross-site' }],
  ])('refuses %s with 403', async (_from, headers) => {
    const response = await post(server.host, headers);
    expect(response.status).toBe(403);
    expect(JSON.parse(response.body)).toEqual({
      message: 'This request came from another website, so it was refused.',
      statusCode: 403,
    });
  });

  it.each<[string, (host: string) => OutgoingHttpHeaders]>([
    ['the site itself', (host) => ({ origin: `http://${host}`, 'sec-fetch-site': 'same-origin' })],
    ['the site’s configured origin', () => ({ origin: SITE })],
    ['no web page (no Origin)', () => ({})],
  ])('signs out a request from %s', async (_from, headers) => {
    expect((await post(server.host, headers(server.host))).status).toBe(204);
  });
});
