import type { ReadingSubmission, SubmittedReadings } from '@/lib/gateway/contract/readings';
import { GatewayError, NETWORK_ERROR_MESSAGE } from '@/lib/gateway/gateway-error';
import { keepReading } from './kept-readings';
import { askForBackgroundSync } from './kept-readings-sync';

/** The answer of a reading kept on the device rather than sent. */
export const KEPT_ON_DEVICE = 'kept on device';

/** The gateway client's failure to reach the gateway at all (no signal, or a dropped line). */
const unreachable = (error: unknown) =>
  error instanceof GatewayError && error.message === NETWORK_ERROR_MESSAGE;

/**
 * Sends a reading, or keeps it on the device with its Idempotency-Key when there is no signal:
 * offline, it is not tried; a send that could not reach the gateway may still have arrived, so
 * the key it went with goes again with it, and the gateway records it once. A kept reading asks
 * for a Background Sync, so the service worker sends it once there is a signal.
 */
export async function keptOrSent(
  accountId: number,
  submission: ReadingSubmission,
  { idempotencyKey }: { idempotencyKey: string },
  send: () => Promise<SubmittedReadings>,
): Promise<SubmittedReadings | typeof KEPT_ON_DEVICE> {
  let failure: unknown = new GatewayError(NETWORK_ERROR_MESSAGE, 500);
  if (navigator.onLine) {
    try {
      return await send();
    } catch (error) {
      if (!unreachable(error)) throw error;
      failure = error;
    }
  }
  try {
    await keepReading(accountId, submission, idempotencyKey);
  } catch {
    // A device that keeps nothing (storage refused): the form keeps what was typed instead.
    throw failure;
  }
  // Without it, the reading still goes when this screen is next open with a signal.
  void askForBackgroundSync().catch(() => undefined);
  return KEPT_ON_DEVICE;
}
