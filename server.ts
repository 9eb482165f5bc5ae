import { createServer } from 'node:http';
import { parseArgs } from 'node:util';
import { withPageResponseCache } from './lib/serving/page-response-cache';

/**
 * A page asked for again within this long is answered from memory: under load, nearly every
 * request for a page. Short enough that what a page shows is never noticeably older than Next's
 * own copy; the webhook and the editor empty it at once.
 */
const PAGE_RESPONSE_TTL_MS = 1000;
const PAGE_RESPONSE_MAX_BYTES = 64 * 1024 * 1024;

/**
 * `npm start`: the production build served as `next start` serves it (same `--port` and
 * `--hostname`), with CMS pages answered from memory between renders
 * (lib/serving/page-response-cache.ts).
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
  const server = createServer(
    withPageResponseCache((request, response) => handle(request, response), {
      ttlMs: PAGE_RESPONSE_TTL_MS,
      maxBytes: PAGE_RESPONSE_MAX_BYTES,
    }),
  );
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
