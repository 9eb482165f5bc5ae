import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startServerProcess, stopServerProcess } from '../utils/server-process';

export interface RedisServer {
  url: string;
  stop: () => Promise<void>;
}

/**
 * A throwaway redis-server on 127.0.0.1:`port`: nothing saved to disk, and the keyspace
 * events the page cache handler listens to (expired and evicted keys) switched on.
 */
export async function startRedisServer(port: number): Promise<RedisServer> {
  const dir = mkdtempSync(join(tmpdir(), 'cluster-redis-'));
  const server = await startServerProcess(
    'redis-server',
    [
      ...['--port', String(port), '--bind', '127.0.0.1'],
      ...['--save', '', '--appendonly', 'no', '--dir', dir],
      ...['--notify-keyspace-events', 'Exe'],
    ],
    { readyWhen: 'Ready to accept connections' },
  );
  return {
    url: `redis://127.0.0.1:${port}`,
    stop: async () => {
      await stopServerProcess(server);
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
