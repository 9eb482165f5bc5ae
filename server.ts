import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { apiSecurityHeaders } from './lib/serving/api-security-headers';
import { withPageResponseCache } from './lib/serving/page-response-cache';
import { withShortTurns } from './lib/serving/short-turns';

/**
 * A page asked for again within this long is answered from memory: under load, nearly every
 * request for a page. Short enough that what a page shows is never noticeably older than Next's
 * own copy; the webhook and the editor empty it at once.
 */
const PAGE_RESPONSE_TTL_MS = 1000;
const PAGE_RESPONSE_MAX_BYTES = 64 * 1024 * 1024;
/**
 * How long each turn of the event loop starts requests before it lets Node accept another
 * connection (lib/serving/short-turns.ts): 200 connections opened at once are all accepted
 * within about 200 such turns.
 */
const TURN_MS = 2;

/**
 * `npm start`: the production build served as `next start` serves it (same `--port` and
 * `--hostname`), with CMS pages answered from memory between renders
 * (lib/serving/page-response-cache.ts), gateway calls answered before Next's pipeline
 * (gateway/embedded.ts), and every turn of the event loop kept short.
 */
async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', short: 'p', default: process.env.PORT ?? '3000' },
      hostname: { type: 'string', short: 'H' },
    },
  });
  const port = Number(values.port);
  // As `next start` does, and before React is loaded: it picks its build by NODE_ENV.
  Object.assign(process.env, { NODE_ENV: process.env.NODE_ENV || 'production' });
  const { default: next } = await import('next');
  const app = next({ dev: false, dir: __dirname, hostname: values.hostname, port });
  await app.prepare();
  const handle = app.getRequestHandler();
  // After Next has loaded the .env files, which the gateway's configuration reads.
  const { answerGatewayCallsFirst } = await import('./gateway/embedded');
  const pages = withPageResponseCache((request, response) => handle(request, response), {
    ttlMs: PAGE_RESPONSE_TTL_MS,
    maxBytes: PAGE_RESPONSE_MAX_BYTES,
  });
  // As next.config.ts's headers(), which send Strict-Transport-Security from production builds.
  const hsts = process.env.NODE_ENV === 'production';
  const gatewayCalls = answerGatewayCallsFirst(pages, apiSecurityHeaders(hsts));
  const server = createServer(withShortTurns(gatewayCalls, TURN_MS));
  server.listen(port, values.hostname, () => {
    console.info(`Ready on http://${values.hostname ?? 'localhost'}:${port}`);
  });
  const stop = () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
