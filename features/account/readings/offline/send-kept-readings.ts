import type { ReadingSubmission, SubmittedReadings } from '@/lib/gateway/contract/readings';
import { GatewayError } from '@/lib/gateway/gateway-error';
import { describeReadingFailure } from '../reading-failure';
import { forgetReading, keptReadingsOf, markRefused, type KeptReading } from './kept-readings';

export type SendKept = (
  accountId: number,
  submission: ReadingSubmission,
  options: { idempotencyKey: string },
) => Promise<SubmittedReadings>;

/**
 * What a round of sending did: readings recorded, readings refused for good, and the failure it
 * stopped at (null when no reading is left waiting).
 */
export interface SendOutcome {
  sent: KeptReading[];
  refused: KeptReading[];
  stoppedBy: unknown;
}

/**
 * A refusal sending again cannot change: the reading itself, or the account's rules. A lost
 * connection, a 5xx, an ended session (401, until the customer logs in again) or a limit
 * (429) are worth another try.
 */
const refusedForGood = (error: unknown) =>
  error instanceof GatewayError &&
  error.statusCode >= 400 &&
  error.statusCode < 500 &&
  ![401, 408, 429].includes(error.statusCode);

function refusalWords(error: unknown): string {
  const { fields, message } = describeReadingFailure(error);
  return fields.length > 0 ? fields.map((field) => field.message).join(' ') : (message ?? '');
}

async function sendInOrder(accountId: number, send: SendKept): Promise<SendOutcome> {
  const outcome: SendOutcome = { sent: [], refused: [], stoppedBy: null };
  const waiting = (await keptReadingsOf(accountId)).filter((kept) => kept.refusal === null);
  for (const kept of waiting) {
    try {
      await send(accountId, kept.submission, { idempotencyKey: kept.idempotencyKey });
      await forgetReading(kept);
      outcome.sent.push(kept);
    } catch (error) {
      if (!refusedForGood(error)) {
        outcome.stoppedBy = error;
        break;
      }
      const refusal = refusalWords(error);
      await markRefused(kept, refusal);
      outcome.refused.push({ ...kept, refusal });
    }
  }
  return outcome;
}

/**
 * Runs `task` alone across this browser's tabs and the service worker (Web Locks), or alone in
 * this tab without them.
 */
async function alone<T>(name: string, task: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : navigator.locks;
  if (!locks) return task();
  let result: { value: T } | null = null;
  await locks.request(name, async () => {
    result = { value: await task() };
  });
  return result!.value;
}

const running = new Map<number, Promise<SendOutcome>>();

/**
 * Sends the account's waiting readings, oldest first, each with its own Idempotency-Key; stops
 * at the first that may go later (no signal, a server fault), so none overtakes another. The
 * triggers (back online, the screen opening) may meet: a round already under way in this tab is
 * joined, and one in another tab is waited for, so no reading is sent twice at once; the key
 * makes even a repeat record nothing new. The service worker sends through this too, under the
 * same lock, so a tab and the worker never send the same reading at once.
 */
export function sendKeptReadings(accountId: number, send: SendKept): Promise<SendOutcome> {
  const current = running.get(accountId);
  if (current) return current;
  const round = alone(`so-energy-kept-readings-${accountId}`, () =>
    sendInOrder(accountId, send),
  ).finally(() => running.delete(accountId));
  running.set(accountId, round);
  return round;
}
