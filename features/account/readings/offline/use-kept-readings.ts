import { useEffect, useRef, useState } from 'react';
import { keptReadingsOf, onKeptReadingsChange, type KeptReading } from './kept-readings';
import { sendKeptReadings, type SendKept, type SendOutcome } from './send-kept-readings';

const sendToGateway: SendKept = async (accountId, submission, options) =>
  (await import('@/lib/gateway/readings')).submitReadings(accountId, submission, options);

/**
 * The account's readings kept on this device (`kept`, null until read), sent when the screen
 * opens, whenever the browser is back online, and when the page is shown again; `lastSent` is what the latest round recorded,
 * and `onSent` follows a round that recorded any.
 */
export function useKeptReadings(
  accountId: number,
  onSent: () => void,
  send: SendKept = sendToGateway,
): { kept: KeptReading[] | null; lastSent: KeptReading[] } {
  const [kept, setKept] = useState<KeptReading[] | null>(null);
  const [lastSent, setLastSent] = useState<KeptReading[]>([]);
  const latest = useRef({ onSent, send });
  useEffect(() => {
    latest.current = { onSent, send };
  });

  useEffect(() => {
    let live = true;
    const read = () =>
      void keptReadingsOf(accountId).then(
        (readings) => live && setKept(readings),
        // No storage on this device (IndexedDB refused): nothing kept to show.
        () => live && setKept([]),
      );
    const sendWaiting = () => {
      if (!navigator.onLine) return;
      sendKeptReadings(accountId, latest.current.send).then(
        ({ sent }: SendOutcome) => {
          if (!live || sent.length === 0) return;
          setLastSent(sent);
          latest.current.onSent();
        },
        // The device's storage failed: the readings stay kept for the next try.
        () => undefined,
      );
    };
    const stopListening = onKeptReadingsChange(read);
    read();
    sendWaiting();
    // Back on the page too: a connection that dropped while the browser still said online
    // fires no 'online' event.
    const sendWhenShown = () => document.visibilityState === 'visible' && sendWaiting();
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
