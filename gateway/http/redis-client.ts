import { createClient, type RedisClientType } from 'redis';

/**
 * A connection to the Redis every instance shares, kept open for the process's life. It
 * reconnects by itself; while it is away, what needs it fails and the health check says so.
 */
export async function connectRedis(url: string): Promise<RedisClientType> {
  const client: RedisClientType = createClient({ url });
  client.on('error', (error: unknown) => console.error('Redis:', error));
  await client.connect();
  return client;
}
