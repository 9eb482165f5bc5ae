import type { IncomingMessage, ServerResponse } from 'node:http';
import { withShortTurns } from './short-turns';

const TURN_MS = 5;

function busyFor(ms: number) {
  const until = performance.now() + ms;
  while (performance.now() < until) {
    // The work a request does on the event loop.
  }
}

/** `count` requests at once, each `workMs` of work: what ran, in order, and when the loop turned. */
async function burst(count: number, workMs: number): Promise<string[]> {
  const ran: string[] = [];
  return new Promise((resolve) => {
    const handler = withShortTurns((request) => {
      ran.push(String(request.url));
      busyFor(workMs);
      if (request.url === `/${count}`) resolve(ran);
    }, TURN_MS);
    // A timer due at once runs at the start of the next turn, where Node polls for connections.
    setTimeout(() => ran.push('next turn'), 0);
    for (let i = 1; i <= count; i += 1) {
      handler({ url: `/${i}` } as IncomingMessage, {} as ServerResponse);
    }
  });
}

describe('short turns', () => {
  it('starts light requests in the turn they arrived in, in order', async () => {
    // All of them before the loop turns.
    expect(await burst(5, 0)).toEqual(['/1', '/2', '/3', '/4', '/5']);
  });

  it('leaves what a turn cannot start within its time to later turns, in order', async () => {
    const ran = await burst(6, 2);
    expect(ran.filter((entry) => entry !== 'next turn')).toEqual([
      '/1',
      '/2',
      '/3',
      '/4',
      '/5',
      '/6',
    ]);
    // 2 ms each in 5 ms turns: about three requests, then the loop turns, then the rest.
    const turnEnded = ran.indexOf('next turn');
    expect(turnEnded).toBeGreaterThan(0);
    expect(turnEnded).toBeLessThan(6);
  });
});
