import { createClient } from 'redis';
import type { CheckStatus, HealthCheck } from '../health/health-report';

/**
 * Whether the Redis at `url` answers a PING, on a connection of its own that is closed
 * afterwards, or as soon as `signal` gives up on the answer.
 */
export async function pingRedis(url: string, signal: AbortSignal): Promise<CheckStatus> {
  const client = createClient({
    url,
    disableClientInfo: true,
    socket: { reconnectStrategy: false },
  });
  // Failures reach the connect or the PING below; unheard, an 'error' event would crash.
  client.on('error', () => {});
  const giveUp = () => void client.disconnect().catch(() => {});
  signal.addEventListener('abort', giveUp, { once: true });
  try {
    await client.connect();
    return (await client.ping()) === 'PONG' ? 'up' : 'down';
  } finally {
    signal.removeEventListener('abort', giveUp);
    if (client.isOpen) await client.disconnect();
  }
}

/**
 * The health check of the Redis at `url`, named `redis`: 'not configured' without one. `required`
 * says whether the instance can serve while it is down.
 */
export const redisHealthCheck = (url: string | undefined, required: boolean): HealthCheck => ({
  name: 'redis',
  required,
  check: async (signal) => (url ? pingRedis(url, signal) : 'not configured'),
});
