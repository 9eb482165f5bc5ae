import { createHash, timingSafeEqual } from 'node:crypto';
import { waitInWords } from './gateway/contract/messages';

/**
 * Guarding the site's shared secrets (the preview secret, the revalidation webhook's): each is
 * compared in constant time, and a client address that guesses wrong too often is refused for
 * a while, right secret or not, so guessing one is slow and says nothing.
 */

const sha256 = (text: string) => createHash('sha256').update(text).digest();

/** Equal-length digests, so neither the secret's characters nor its length leak in timing. */
export function secretMatches(given: unknown, expected: string | undefined): boolean {
  if (typeof given !== 'string' || !expected) return false;
  return timingSafeEqual(sha256(given), sha256(expected));
}

/** 10 wrong guesses from one address in 15 minutes refuse it until the 15 minutes are up. */
export const WRONG_GUESSES = { limit: 10, windowMs: 15 * 60_000 } as const;

/** Addresses remembered at most; past it, windows already over are forgotten, then the oldest. */
const MAX_CLIENTS = 10_000;

export interface GuessThrottle {
  /** Milliseconds before `client` may try again; 0 when it may now. */
  waitMs(client: string, nowMs: number): number;
  recordWrongGuess(client: string, nowMs: number): void;
}

export function createGuessThrottle(limits: { limit: number; windowMs: number } = WRONG_GUESSES) {
  const windows = new Map<string, { startedMs: number; wrong: number }>();
  const isOver = (window: { startedMs: number }, nowMs: number) =>
    nowMs - window.startedMs >= limits.windowMs;

  function makeRoom(nowMs: number) {
    if (windows.size < MAX_CLIENTS) return;
    for (const [client, window] of windows) if (isOver(window, nowMs)) windows.delete(client);
    const oldest = windows.keys().next();
    if (windows.size >= MAX_CLIENTS && !oldest.done) windows.delete(oldest.value);
  }

  const throttle: GuessThrottle = {
    waitMs(client, nowMs) {
      const window = windows.get(client);
      if (!window || isOver(window, nowMs) || window.wrong < limits.limit) return 0;
      return window.startedMs + limits.windowMs - nowMs;
    },
    recordWrongGuess(client, nowMs) {
      const window = windows.get(client);
      if (window && !isOver(window, nowMs)) {
        window.wrong += 1;
        return;
      }
      windows.delete(client);
      makeRoom(nowMs);
      windows.set(client, { startedMs: nowMs, wrong: 1 });
    },
  };
  return throttle;
}

/** As much of a Node API route's response as the refusal needs (NextApiResponse has it). */
interface RouteResponse {
  setHeader(name: string, value: string): unknown;
  status(statusCode: number): { json(body: { message: string; statusCode: number }): void };
}

/** Answers a client that must wait: 429 with Retry-After, in the site's error shape. */
export function refuseGuesser(res: RouteResponse, waitMs: number): void {
  const seconds = Math.max(1, Math.ceil(waitMs / 1000));
  res.setHeader('Retry-After', String(seconds));
  res.status(429).json({
    message: `Too many wrong secrets from your address. Please wait ${waitInWords(seconds)} and try again.`,
    statusCode: 429,
  });
}
