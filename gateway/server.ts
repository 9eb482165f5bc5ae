import { serve } from '@hono/node-server';
import { getServerConfig } from '@/lib/config';
import { standaloneApp } from './standalone-app';
import { startGateway, startOptionsFrom } from './start';

/**
 * The gateway on its own port (`npm run gateway`), as production runs it: the site calls it
 * cross-origin with credentials, which CORS allows for GATEWAY_CORS_ORIGINS only.
 */
async function main() {
  // Production unless NEXT_PUBLIC_ENVIRONMENT says otherwise, as for next build and next start:
  // a gateway started without its settings refuses to run, never runs as development.
  process.env.NEXT_PUBLIC_ENVIRONMENT ||= 'production';
  const config = getServerConfig();
  const { app, database, redis, afterAnswer } = await startGateway(startOptionsFrom(config));
  const site = standaloneApp(app, config.gateway.corsOrigins);
  const server = serve({ fetch: site.fetch, port: config.gateway.port }, (info) => {
    console.info(
      `Gateway listening on http://localhost:${info.port}/api/v1 ` +
        `(database ${config.gateway.databaseUrl ? 'on PostgreSQL' : config.gateway.databasePath}; CORS for ${config.gateway.corsOrigins.join(', ')})`,
    );
  });
  const stop = () => {
    server.close(() => {
      // Requests already answered may have left work (a reset link to send): let it finish.
      void afterAnswer
        .settled()
        .then(() => Promise.all([database.destroy(), redis?.quit()]))
        .finally(() => process.exit(0));
    });
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
