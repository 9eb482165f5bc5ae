import fresh from 'fresh';
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { LRUCache } from 'lru-cache';
import { DRAFT_MODE_COOKIE } from '../security/security-headers';

export type RequestHandler = (request: IncomingMessage, response: ServerResponse) => unknown;

interface StoredResponse {
  headers: OutgoingHttpHeaders;
  body: Buffer;
}

/** A stored response as it is sent again: every header worked out once, when it is kept. */
interface KeptResponse extends StoredResponse {
  etag: string | undefined;
  unchangedHeaders: OutgoingHttpHeaders;
}

export interface PageResponseCacheOptions {
  /** How long a page's response is answered from memory. */
  ttlMs: number;
  /** The most bytes of responses held at once; the least recently used go first. */
  maxBytes: number;
  /** The clock (milliseconds), for tests. */
  now?: () => number;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
/** Only the webhook and the editor's stories and images change content. */
const CONTENT_CHANGING_PATHS = ['/api/revalidate', '/api/editor/stories', '/api/editor/assets'];
/** What a 304 leaves out: it has no body to describe. */
const BODY_HEADERS = new Set(['content-length', 'content-type', 'content-encoding']);

/** Only what Next would answer the same to anybody: never a draft, nor Next's own revalidation. */
function answersFromCache(request: IncomingMessage): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.headers['x-prerender-revalidate']) return false;
  return !request.headers.cookie?.includes(`${DRAFT_MODE_COOKIE}=`);
}

/** A page Next serves from its ISR cache: the same to every visitor, and cacheable by a CDN. */
function isSharedPage(response: ServerResponse): boolean {
  return (
    response.statusCode === 200 &&
    !response.hasHeader('set-cookie') &&
    /\bs-maxage=/.test(String(response.getHeader('cache-control') ?? ''))
  );
}

/**
 * A write to the webhook or the editor, which empties the cache once it is accepted. Their
 * routes check the secret or the editor's session: a refused request, or any other POST a
 * stranger sends, leaves the cache as it is.
 */
function mayChangeContent(request: IncomingMessage): boolean {
  const path = (request.url ?? '/').split('?')[0]!;
  return (
    !SAFE_METHODS.has(request.method ?? 'GET') &&
    CONTENT_CHANGING_PATHS.some((prefix) => path === prefix || path.startsWith(`${prefix}/`))
  );
}

const accepted = (response: ServerResponse) =>
  response.statusCode >= 200 && response.statusCode < 300;

const keyOf = (request: IncomingMessage) =>
  `${request.url}\n${request.headers['accept-encoding'] ?? ''}`;

function toBuffer(chunk: unknown, encoding: unknown): Buffer | undefined {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return undefined;
  if (typeof chunk === 'string') {
    return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  }
  return Buffer.from(chunk as Uint8Array);
}

/**
 * Keeps a copy of what `response` sends, and gives it to `store` once it has all been sent. It
 * decides at the first byte, when the status and headers are final, and copies nothing of a
 * response it will not keep, nor of one whose headers were given to `writeHead` (they would not
 * all be in `getHeaders()`).
 */
function recordResponse(response: ServerResponse, store: (stored: StoredResponse) => void) {
  const chunks: Buffer[] = [];
  let headersPassedDirectly = false;
  let keeping: boolean | undefined;
  const copy = (chunk: unknown, encoding: unknown) => {
    keeping ??= !headersPassedDirectly && isSharedPage(response);
    const buffer = keeping ? toBuffer(chunk, encoding) : undefined;
    if (buffer) chunks.push(buffer);
  };
  const { write, end, writeHead } = response;
  response.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    headersPassedDirectly ||= args.some((arg) => typeof arg === 'object' && arg !== null);
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as ServerResponse['writeHead'];
  response.write = function (this: ServerResponse, chunk: unknown, ...rest: unknown[]) {
    copy(chunk, rest[0]);
    return (write as (...a: unknown[]) => boolean).call(this, chunk, ...rest);
  } as ServerResponse['write'];
  response.end = function (this: ServerResponse, chunk?: unknown, ...rest: unknown[]) {
    copy(chunk, rest[0]);
    const result = (end as (...a: unknown[]) => ServerResponse).call(this, chunk, ...rest);
    if (keeping) store({ headers: this.getHeaders(), body: Buffer.concat(chunks) });
    return result;
  } as ServerResponse['end'];
}

function keep({ headers, body }: StoredResponse): KeptResponse {
  return {
    headers: { ...headers, 'content-length': body.length },
    body,
    etag: headers.etag as string | undefined,
    unchangedHeaders: Object.fromEntries(
      Object.entries(headers).filter(([name]) => !BODY_HEADERS.has(name)),
    ),
  };
}

const isConditional = (request: IncomingMessage) =>
  request.headers['if-none-match'] !== undefined ||
  request.headers['if-modified-since'] !== undefined;

function sendKept(request: IncomingMessage, response: ServerResponse, kept: KeptResponse) {
  if (isConditional(request) && fresh(request.headers, { etag: kept.etag })) {
    response.writeHead(304, kept.unchangedHeaders);
    response.end();
    return;
  }
  response.writeHead(200, kept.headers);
  // Node sends no body for a HEAD request, whatever is given here.
  response.end(kept.body);
}

/**
 * Answers requests for pages Next serves from its ISR cache out of memory for `ttlMs`, so a
 * page asked for many times a second is rendered into a response once a `ttlMs`, as a CDN in
 * front would (docs/architecture.md "Scaling out"), and each answer costs little more than a
 * static file server's. The response kept is exactly what Next sent (its headers, its ETag, its
 * compression for that `Accept-Encoding`); a request with an `If-None-Match` of its ETag gets a
 * 304. A short `ttlMs` keeps what a page shows at most that much older than Next's own copy; a
 * request that changes content (the CMS webhook, the editor's publishing) empties the cache
 * once accepted, and no response that started before it is kept.
 */
export function withPageResponseCache(
  handler: RequestHandler,
  { ttlMs, maxBytes, now = () => performance.now() }: PageResponseCacheOptions,
): RequestHandler {
  const cache = new LRUCache<string, KeptResponse>({
    ttl: ttlMs,
    maxSize: maxBytes,
    sizeCalculation: (stored) => Math.max(1, stored.body.length),
    perf: { now },
    // Read the clock on every look-up: a page must never outlive ttlMs.
    ttlResolution: 0,
  });
  let generation = 0;

  return (request, response) => {
    if (!answersFromCache(request)) {
      if (mayChangeContent(request)) {
        response.once('finish', () => {
          if (!accepted(response)) return;
          generation += 1;
          cache.clear();
        });
      }
      return handler(request, response);
    }
    const key = keyOf(request);
    const kept = cache.get(key);
    if (kept) return sendKept(request, response, kept);
    if (request.method === 'GET') {
      const startedIn = generation;
      recordResponse(response, (recorded) => {
        if (generation === startedIn) cache.set(key, keep(recorded));
      });
    }
    return handler(request, response);
  };
}
