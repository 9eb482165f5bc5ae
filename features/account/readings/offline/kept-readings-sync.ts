/** The Background Sync the service worker answers by sending the readings kept on the device. */
export const KEPT_READINGS_SYNC = 'so-energy-kept-readings';

/** Background Sync, which TypeScript's DOM types do not have yet (Chromium has it). */
interface WithSync {
  sync?: { register(tag: string): Promise<void> };
}

/**
 * Asks the browser to wake the service worker once there is a signal, so that a reading kept on
 * the device goes even if the customer has closed the site by then. Where the browser has no
 * Background Sync or no worker runs, the readings go at the next visit instead.
 */
export async function askForBackgroundSync(): Promise<void> {
  if (typeof navigator === 'undefined' || !('serviceWorker' in navigator)) return;
  const registration = await navigator.serviceWorker.getRegistration();
  if (!registration?.active) return;
  await (registration as WithSync).sync?.register(KEPT_READINGS_SYNC);
}
