import type { Context, MiddlewareHandler } from 'hono';
import { IncomingMessage } from 'node:http';
import { DEFAULT_GATEWAY_MAX_BODY_BYTES } from '@/lib/config';
import { formatNumber } from '@/lib/format-number';
import { HttpError } from './http-error';

export function bodyTooLarge(maxBytes: number): HttpError {
  return new HttpError(
    413,
    `The request is too large: its body may be at most ${formatNumber(maxBytes)} bytes.`,
  );
}

/** The body's bytes, or a 413 as soon as more than `maxBytes` have arrived (the rest unread). */
async function readAtMost(body: ReadableStream<Uint8Array>, maxBytes: number) {
  const reader = body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) return Buffer.concat(chunks);
    size += value.byteLength;
    if (size > maxBytes) {
      await reader.cancel();
      throw bodyTooLarge(maxBytes);
    }
    chunks.push(value);
  }
}

/**
 * Whether Node's HTTP parser frames the body: a request it read (served by @hono/node-server,
 * alone or under Next) without Transfer-Encoding ends after Content-Length bytes, or has none.
 */
function framedByNode(c: Context): boolean {
  const incoming: unknown = (c.env as { incoming?: unknown } | undefined)?.incoming;
  return incoming instanceof IncomingMessage && !incoming.headers['transfer-encoding'];
}

/**
 * Refuses a request body over `maxBytes` with a 413 before reading it whole: at once when its
 * Content-Length says so, otherwise when the bytes counted pass the limit, so a body sent in
 * chunks or under a Content-Length that understates it is stopped too. A body within the limit
 * is read here, once, and handed on from memory; except one that Node's parser ends at a
 * Content-Length within the limit, which the handler reads straight from the socket.
 */
export function limitBodySize(maxBytes = DEFAULT_GATEWAY_MAX_BODY_BYTES): MiddlewareHandler {
  return async (c, next) => {
    if (Number(c.req.header('content-length')) > maxBytes) throw bodyTooLarge(maxBytes);
    if (framedByNode(c)) return next();
    const { url, method, headers, body } = c.req.raw;
    if (body) {
      const bytes = await readAtMost(body, maxBytes);
      // Rebuilt from its parts: the Node adapter's request (under Next) cannot be copied whole.
      c.req.raw = new Request(url, { method, headers, body: bytes });
    }
    await next();
  };
}
