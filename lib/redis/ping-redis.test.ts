import { createServer, type AddressInfo, type Server } from 'node:net';
import { freePort } from '@/tests/utils/free-port';
import { pingRedis } from './ping-redis';

/**
 * A TCP server on a free port: `answer` replies to each command a client sends in RESP (one
 * `*<count>` array per command), or says nothing when it returns undefined.
 */
async function listen(answer: (command: string) => string | undefined) {
  const server = createServer((socket) => {
    socket.on('data', (data: Buffer) => {
      // An array's first bulk string is the command: *1 / $4 / PING.
      const lines = data.toString().split('\r\n');
      lines.forEach((line, index) => {
        if (!line.startsWith('*')) return;
        const reply = answer(lines[index + 2]?.toUpperCase() ?? '');
        if (reply) socket.write(reply);
      });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  servers.push(server);
  return `redis://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

const servers: Server[] = [];
afterEach(() => {
  for (const server of servers.splice(0)) server.close();
});

const patience = () => AbortSignal.timeout(500);

describe('pinging Redis', () => {
  it('is up when the server answers PONG', async () => {
    const url = await listen((command) => (command === 'PING' ? '+PONG\r\n' : '+OK\r\n'));
    expect(await pingRedis(url, patience())).toBe('up');
  });

  it('fails when nothing listens on the port', async () => {
    await expect(pingRedis(`redis://127.0.0.1:${freePort()}`, patience())).rejects.toThrow(
      /ECONNREFUSED/,
    );
  });

  it('gives up, closing its connection, when the server never answers', async () => {
    let connections = 0;
    const url = await listen(() => undefined);
    servers[0]!.on('connection', (socket) => {
      connections += 1;
      socket.on('close', () => (connections -= 1));
    });
    await expect(pingRedis(url, AbortSignal.timeout(100))).rejects.toThrow();
    await vi.waitFor(() => expect(connections).toBe(0));
  });
});
