import type { OpenAPIHono } from '@hono/zod-openapi';
import { healthReport, type HealthCheck } from '@/lib/health/health-report';
import { redisHealthCheck } from '@/lib/redis/ping-redis';
import { databaseIsUp } from '../db/database';
import type { Database } from '../db/sql';

const HEALTH_PATH = '/api/v1/health';

/**
 * What the gateway needs to answer: its database, and the Redis its rate limits are counted in
 * when one is configured (without it every limited request would fail).
 */
export function gatewayChecks(database: Database, redisUrl: string | undefined): HealthCheck[] {
  return [
    { name: 'database', check: async () => ((await databaseIsUp(database)) ? 'up' : 'down') },
    redisHealthCheck(redisUrl, true),
  ];
}

/** For the load balancer: 200 while this instance can answer, 503 while what it needs is down. */
export function addHealthRoute(app: OpenAPIHono, checks: readonly HealthCheck[]): void {
  app.on(['GET', 'HEAD'], HEALTH_PATH, async (c) => {
    const { httpStatus, body } = await healthReport(checks);
    return c.json(body, httpStatus);
  });
}
