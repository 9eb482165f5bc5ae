import { createServer } from 'node:net';
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { freePort } from './free-port';

const ephemeralStart = Number(
  readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0],
);

function listen(port: number): Promise<() => Promise<void>> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () =>
      resolve(() => new Promise((done) => server.close(() => done()))),
    );
  });
}

describe('freePort', () => {
  it('hands out ports below the ephemeral range, never the same one twice, each one free', async () => {
    const ports = Array.from({ length: 5 }, () => freePort());
    expect(new Set(ports).size).toBe(5);
    for (const port of ports) {
      expect(port).toBeGreaterThanOrEqual(20_000);
      expect(port).toBeLessThan(ephemeralStart);
      const close = await listen(port);
      await close();
    }
  });
});
