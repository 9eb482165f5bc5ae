import { serve } from '@hono/node-server';
import type { AddressInfo } from 'node:net';
import { snapshotRows } from '@/tests/gateway/db-snapshot';
import { createTestGateway, type TestGateway } from '@/tests/gateway/test-gateway';

const ONE_MIB = 1024 * 1024;
const CHUNK_BYTES = 64 * 1024;
const LOGIN = '/api/v1/auth/login';

const tooLarge = {
  message: 'The request is too large: its body may be at most 1,048,576 bytes.',
  statusCode: 413,
};

/** A body of `totalBytes` spaces, produced only as fast as the gateway reads it. */
function slowBody(totalBytes: number) {
  let produced = 0;
  const stream = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (produced >= totalBytes) {
        controller.close();
        return;
      }
      const size = Math.min(CHUNK_BYTES, totalBytes - produced);
      produced += size;
      controller.enqueue(new Uint8Array(size).fill(0x20));
    },
  });
  return { stream, produced: () => produced };
}

/** Alex's login, padded with JSON whitespace to exactly `totalBytes`. */
function paddedLogin(totalBytes: number): string {
  const login = JSON.stringify({
    email: 'alex@example.com',
    password: 'demo-password-2026',
    short_lived_refresh_token: 'false',
  });
  return login + ' '.repeat(totalBytes - login.length);
}

let gateway: TestGateway;
beforeEach(async () => {
  gateway = await createTestGateway();
});

function post(body: BodyInit, headers: Record<string, string> = {}) {
  // Node's fetch needs `duplex` to send a stream; the DOM's RequestInit type does not know it.
  const init: RequestInit & { duplex: 'half' } = {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body,
    duplex: 'half',
  };
  return gateway.request(LOGIN, init);
}

describe('the request body limit (1 MiB by default)', () => {
  it('reads and answers a body of exactly the limit', async () => {
    const response = await post(paddedLogin(ONE_MIB));
    expect(response.status).toBe(200);
  });

  it('refuses a body one byte over the limit with 413 in the error shape, changing no row', async () => {
    const before = await snapshotRows(gateway.database);
    const response = await post(paddedLogin(ONE_MIB + 1));
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(tooLarge);
    expect(await snapshotRows(gateway.database)).toBe(before);
  });

  it('refuses on a Content-Length over the limit without reading the body', async () => {
    const body = slowBody(50 * ONE_MIB);
    const response = await post(body.stream, { 'content-length': String(50 * ONE_MIB) });
    expect(response.status).toBe(413);
    expect(await response.json()).toEqual(tooLarge);
    expect(body.produced()).toBeLessThanOrEqual(CHUNK_BYTES);
  });

  it('stops reading a streamed body without a Content-Length once it passes the limit', async () => {
    const body = slowBody(50 * ONE_MIB);
    const response = await post(body.stream);
    expect(response.status).toBe(413);
    expect(body.produced()).toBeLessThan(ONE_MIB + 3 * CHUNK_BYTES);
  });

  it('counts the bytes of a body whose Content-Length understates it', async () => {
    const body = slowBody(50 * ONE_MIB);
    const response = await post(body.stream, { 'content-length': '100' });
    expect(response.status).toBe(413);
    expect(body.produced()).toBeLessThan(ONE_MIB + 3 * CHUNK_BYTES);
  });

  it('applies to every path, unknown ones included', async () => {
    const response = await gateway.request('/api/v1/no-such-thing', {
      method: 'POST',
      body: ' '.repeat(ONE_MIB + 1),
    });
    expect(response.status).toBe(413);
  });
});

describe('the request body limit, served by @hono/node-server as `npm run gateway` is', () => {
  /** Posts to the gateway over a socket, where Node's HTTP parser frames the body. */
  async function postOverSocket(body: BodyInit) {
    const server = serve({ fetch: gateway.app.fetch, port: 0, hostname: '127.0.0.1' });
    await new Promise<void>((resolve) => server.once('listening', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      const init: RequestInit & { duplex: 'half' } = {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body,
        duplex: 'half',
      };
      const response = await fetch(`http://127.0.0.1:${port}${LOGIN}`, init);
      return { status: response.status, body: await response.json() };
    } finally {
      server.close();
    }
  }

  it('reads a body that its Content-Length puts within the limit', async () => {
    expect((await postOverSocket(paddedLogin(ONE_MIB))).status).toBe(200);
  });

  it('refuses a Content-Length over the limit with 413', async () => {
    expect(await postOverSocket(paddedLogin(ONE_MIB + 1))).toEqual({
      status: 413,
      body: tooLarge,
    });
  });

  it('counts the bytes of a body sent in chunks, and stops once they pass the limit', async () => {
    const body = slowBody(50 * ONE_MIB);
    expect(await postOverSocket(body.stream)).toEqual({ status: 413, body: tooLarge });
    // What the sockets buffer on the way is sent too, but not the 50 MiB.
    expect(body.produced()).toBeLessThan(10 * ONE_MIB);
  });
});
