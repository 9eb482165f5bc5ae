import { useCallback, useEffect, useRef, useState } from 'react';

export const OFFLINE_RETRY_MESSAGE =
  "You're offline. We'll try again as soon as you're back online, and everything you've entered is kept.";

/** Whether the browser says it has no connection (never while server rendering). */
export function isOffline(): boolean {
  return typeof navigator !== 'undefined' && !navigator.onLine;
}

/**
 * For a gateway call that failed because the browser went offline: `retryWhenOnline(action)`
 * runs `action` again once the connection is back. `offline` is true while a retry waits, for
 * the step to say so.
 */
export function useRetryWhenOnline() {
  const pending = useRef<(() => void) | null>(null);
  const [offline, setOffline] = useState(false);

  useEffect(() => {
    const onOnline = () => {
      const action = pending.current;
      pending.current = null;
      setOffline(false);
      action?.();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, []);

  const retryWhenOnline = useCallback((action: () => void) => {
    pending.current = action;
    setOffline(true);
  }, []);

  return { offline, retryWhenOnline };
}
