import type { IncomingMessage, ServerResponse } from 'node:http';
import { performance } from 'node:perf_hooks';

type RequestHandler = (request: IncomingMessage, response: ServerResponse) => unknown;

/**
 * Node (libuv 1.45 and later) accepts one new connection per turn of its event loop, and a
 * turn starts every request that arrived in it. When 200 clients connect at once to a busy
 * server, each turn therefore runs the requests of every connection accepted so far, and the
 * last connections wait in the kernel's accept queue for 200 ever longer turns: seconds, up to
 * clients' timeouts. This starts requests in the order they arrived for `turnMs` of each turn
 * (each with the promise work it runs at once), then leaves the rest to the next turn, so that
 * no turn runs much longer and a waiting connection is accepted within milliseconds.
 */
export function withShortTurns(handler: RequestHandler, turnMs: number): RequestHandler {
  let turnStartedAt = 0;
  let nextTurnMarked = false;
  let turnFull = false;

  const startTurn = () => {
    nextTurnMarked = false;
    turnFull = false;
    turnStartedAt = performance.now();
  };
  // Immediates run one by one, each followed by the promise work it started, in the order they
  // were set; one set while immediates run waits for the next turn.
  const queue = (request: IncomingMessage, response: ServerResponse) => {
    if (!nextTurnMarked) {
      nextTurnMarked = true;
      setImmediate(startTurn);
    }
    setImmediate(start, request, response);
  };
  const start = (request: IncomingMessage, response: ServerResponse) => {
    turnFull ||= performance.now() - turnStartedAt >= turnMs;
    if (turnFull) queue(request, response);
    else handler(request, response);
  };
  return queue;
}
