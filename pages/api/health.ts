import type { NextApiRequest, NextApiResponse } from 'next';
import { embeddedDatabaseIsUp } from '@/gateway/embedded';
import { getServerConfig } from '@/lib/config';
import { healthReport, type HealthCheck } from '@/lib/health/health-report';
import { redisHealthCheck } from '@/lib/redis/ping-redis';

/** The dependencies this instance reports; each has its name in the answer. */
function siteChecks(): HealthCheck[] {
  const { redisUrl, gateway } = getServerConfig();
  return [
    // The embedded gateway's; a gateway of its own (GATEWAY_URL) reports at /api/v1/health.
    ...(gateway.url
      ? []
      : [
          {
            name: 'database',
            check: async () => ((await embeddedDatabaseIsUp()) ? 'up' : 'down'),
          } satisfies HealthCheck,
        ]),
    // Pages are rendered without the shared cache while it is away.
    redisHealthCheck(redisUrl, false),
  ];
}

/** For the load balancer: 200 while this instance can serve, 503 while a dependency it needs is down. */
export default async function health(req: NextApiRequest, res: NextApiResponse) {
  res.setHeader('Cache-Control', 'no-store');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.setHeader('Allow', 'GET, HEAD');
    return res
      .status(405)
      .json({ message: 'Ask for the health report with GET.', statusCode: 405 });
  }
  const { httpStatus, body } = await healthReport(siteChecks());
  return res.status(httpStatus).json(body);
}
