import { useEffect, useRef, useState } from 'react';
import type { KeptReading } from './kept-readings';
import type { SendKept } from './send-kept-readings';

const sendToGateway: SendKept = async (accountId, submission, options) =>
  (await import('@/lib/gateway/readings')).submitReadings(accountId, submission, options);

/**
 * The device's store and its sender, with zod and idb-keyval, apart from the screen's first
 * download: the screen shows its meters without them.
 */
const loadKeptReadings = () =>
  Promise.all([
    import('./kept-readings'),
    import('./send-kept-readings'),
    import('./refusal-notification'),
  ]).then(([store, sender, notification]) => ({ ...store, ...sender, ...notification }));

/** The service worker's registration, where there is one, to show notifications through. */
const workerRegistration = () =>
  'serviceWorker' in navigator ? navigator.serviceWorker.getRegistration() : undefined;

/**
 * The account's readings kept on this device (`kept`, null until read), sent when the screen
 * opens, whenever the browser is back online, and when the page is shown again; `lastSent` is
 * what the latest round recorded, and `onSent` follows a round that recorded any. A reading
 * refused as it arrived is also told in a notification, where the customer allowed them.
 */
export function useKeptReadings(
  accountId: number,
  onSent: () => void,
): { kept: KeptReading[] | null; lastSent: KeptReading[] } {
  const [kept, setKept] = useState<KeptReading[] | null>(null);
  const [lastSent, setLastSent] = useState<KeptReading[]>([]);
  const latestOnSent = useRef(onSent);
  useEffect(() => {
    latestOnSent.current = onSent;
  });

  useEffect(() => {
    let live = true;
    let stopListening = () => {};
    // Back on the page too: a connection that dropped while the browser still said online
    // fires no 'online' event.
    const sendWhenShown = () => document.visibilityState === 'visible' && sendWaiting();
    function sendWaiting() {
      if (!navigator.onLine) return;
      loadKeptReadings()
        .then(async ({ sendKeptReadings, showRefusals }) => {
          const { sent, refused } = await sendKeptReadings(accountId, sendToGateway);
          // Through the service worker, where there is one; the screen shows the refusal anyway.
          if (refused.length > 0) {
            void Promise.resolve(workerRegistration())
              .then((registration) => showRefusals(registration, refused))
              .catch(() => undefined);
          }
          return sent;
        })
        .then(
          (sent) => {
            if (!live || sent.length === 0) return;
            setLastSent(sent);
            latestOnSent.current();
          },
          // The device's storage failed: the readings stay kept for the next try.
          () => undefined,
        );
    }

    void loadKeptReadings().then(({ keptReadingsOf, onKeptReadingsChange }) => {
      if (!live) return;
      const read = () =>
        void keptReadingsOf(accountId).then(
          (readings) => live && setKept(readings),
          // No storage on this device (IndexedDB refused): nothing kept to show.
          () => live && setKept([]),
        );
      stopListening = onKeptReadingsChange(read);
      read();
    });
    sendWaiting();
    window.addEventListener('online', sendWaiting);
    document.addEventListener('visibilitychange', sendWhenShown);
    return () => {
      live = false;
      stopListening();
      window.removeEventListener('online', sendWaiting);
      document.removeEventListener('visibilitychange', sendWhenShown);
    };
  }, [accountId]);

  return { kept, lastSent };
}
