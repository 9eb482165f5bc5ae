import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

/**
 * Ports are chosen below the kernel's ephemeral range: a port the system handed out (to an
 * outgoing connection or a `listen(0)`) can be taken by anyone again before our server starts
 * on it, as CI saw between choosing the staging server's port and starting it minutes later.
 */
const FIRST_PORT = 20_000;

function ephemeralRangeStart(): number {
  try {
    const [low] = readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8')
      .trim()
      .split(/\s+/);
    const start = Number(low);
    return Number.isInteger(start) && start > FIRST_PORT + 1000 ? start : 32_768;
  } catch {
    return 32_768;
  }
}

const handedOut = new Set<number>();

function isFree(port: number): boolean {
  const script =
    "const s=require('node:net').createServer();" +
    "s.once('error',()=>process.stdout.write('taken'));" +
    `s.listen(${port},'127.0.0.1',()=>{process.stdout.write('free');s.close()})`;
  return execFileSync(process.execPath, ['-e', script], { encoding: 'utf8' }) === 'free';
}

/**
 * A TCP port that is free now and that no other process will be handed at random. Synchronous
 * because Playwright's config is not async; it stores the answer in the environment so that
 * every worker process sees the same port.
 */
export function freePort(): number {
  const end = ephemeralRangeStart();
  for (let attempt = 0; attempt < 50; attempt += 1) {
    const port = FIRST_PORT + Math.floor(Math.random() * (end - FIRST_PORT));
    if (handedOut.has(port) || !isFree(port)) continue;
    handedOut.add(port);
    return port;
  }
  throw new Error(`No free port between ${FIRST_PORT} and ${end}`);
}
