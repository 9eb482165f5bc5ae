import { getRequestListener } from '@hono/node-server';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { getServerConfig } from '@/lib/config';
import { signOut } from '@/lib/gateway/contract/auth';
import { CROSS_SITE_MESSAGE, isCrossSiteRequest } from '@/lib/cross-site-request';
import { SERVER_ERROR_MESSAGE } from '@/lib/gateway/contract/messages';
import { databaseIsUp } from './db/database';
import { gzipAnswer } from './http/gzip-answer';
import { NOT_FOUND_MESSAGE } from './http/http-error';
import { latestOutboxMessages, type OutboxMessage } from './mail/outbox';
import { startGateway, startOptionsFrom } from './start';

type NodeListener = (request: IncomingMessage, response: ServerResponse) => Promise<void>;
type RequestHandler = (request: IncomingMessage, response: ServerResponse) => unknown;
type StartedGateway = Awaited<ReturnType<typeof startGateway>>;

// One gateway per server process; kept on globalThis so development reloads reuse it.
const globalForGateway = globalThis as typeof globalThis & {
  embeddedGateway?: Promise<StartedGateway & { listener: NodeListener }>;
};

/** The embedded gateway of this process, started (migrated, seeded) on first use. */
export function embeddedGateway() {
  globalForGateway.embeddedGateway ??= startGateway(startOptionsFrom(getServerConfig())).then(
    // Next owns the process's Request and Response globals: translate without replacing them.
    (started) => ({
      ...started,
      listener: getRequestListener(
        async (request, env) => gzipAnswer(request, await started.app.fetch(request, env)),
        { overrideGlobalObjects: false },
      ),
    }),
    (error: unknown) => {
      // Let the next request try again rather than failing for the life of the process.
      globalForGateway.embeddedGateway = undefined;
      throw error;
    },
  );
  return globalForGateway.embeddedGateway;
}

/** Whether the embedded gateway's database answers, for the site's health check. */
export async function embeddedDatabaseIsUp(): Promise<boolean> {
  return databaseIsUp((await embeddedGateway()).database);
}

/**
 * The embedded gateway's latest emails, newest first, for /dev/outbox; null when the site uses
 * another gateway (GATEWAY_URL), whose outbox is its own.
 */
export async function embeddedOutbox(): Promise<OutboxMessage[] | null> {
  if (getServerConfig().gateway.url) return null;
  return latestOutboxMessages((await embeddedGateway()).database);
}

/**
 * Serves the embedded gateway from a Next API route. With GATEWAY_URL set the site uses that
 * gateway instead, so this one is not mounted and every path answers 404.
 */
export async function handleEmbeddedGatewayRequest(
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  if (getServerConfig().gateway.url) {
    response.writeHead(404, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ message: NOT_FOUND_MESSAGE, statusCode: 404 }));
    return;
  }
  const { listener } = await embeddedGateway();
  await listener(request, response);
}

/**
 * The gateway's `users/sign_out`, which SPEC §7 puts outside `/api/v1`. Next serves API routes
 * only under /api, so the site redirects the gateway's path to this route, which hands the
 * request on under the path the gateway answers. It needs no token, only the refresh cookie, so
 * another site's page could sign a customer out: a cross-site request is refused (403).
 */
export async function handleEmbeddedSignOut(
  request: IncomingMessage,
  response: ServerResponse,
): Promise<void> {
  if (isCrossSiteRequest(request.headers, new URL(getServerConfig().siteUrl).origin)) {
    response.writeHead(403, { 'content-type': 'application/json' });
    response.end(JSON.stringify({ message: CROSS_SITE_MESSAGE, statusCode: 403 }));
    return;
  }
  request.url = signOut.path;
  await handleEmbeddedGatewayRequest(request, response);
}

/** Where the site serves the embedded gateway: pages/api/v1/[...path].ts under `next dev`. */
const GATEWAY_PATH_PREFIX = '/api/v1/';

/**
 * `npm start` (server.ts): gateway calls answered by the embedded gateway before Next's
 * request pipeline (its routing, its proxy, the API route's module and tracing), which cost
 * about ten times the call's own work, with `headers`, those the site gives every /api answer.
 * Every other request, and every request when GATEWAY_URL names another gateway, goes to `next`.
 */
export function answerGatewayCallsFirst(
  next: RequestHandler,
  headers: ReadonlyMap<string, string>,
): RequestHandler {
  if (getServerConfig().gateway.url) return next;
  return (request, response) => {
    if (!request.url?.startsWith(GATEWAY_PATH_PREFIX)) return next(request, response);
    for (const [name, value] of headers) response.setHeader(name, value);
    return handleEmbeddedGatewayRequest(request, response).catch((error: unknown) => {
      // Only a gateway that could not start gets here; the gateway answers its own errors.
      console.error('The embedded gateway failed', error);
      if (response.headersSent) return response.destroy();
      response.writeHead(500, { 'content-type': 'application/json' });
      response.end(JSON.stringify({ message: SERVER_ERROR_MESSAGE, statusCode: 500 }));
    });
  };
}
