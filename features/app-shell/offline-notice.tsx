import { useEffect, useState } from 'react';
import { useOnlineStatus } from './online-status';
import styles from './offline-notice.module.css';

export const OFFLINE_MESSAGE =
  "You're offline. What is on this page stays here, but we can't load other pages or send " +
  'anything until your connection is back.';
export const BACK_ONLINE_MESSAGE = "You're back online.";

/** How long "back online" stays on screen once the connection returns. */
const BACK_ONLINE_SHOWN_MS = 5_000;

/**
 * Tells the visitor, on every page, when the browser loses its connection (SPEC §2: the app
 * tracks online/offline state) and when it is back. The status region is always in the page,
 * so screen readers announce each change.
 */
export function OfflineNotice() {
  const online = useOnlineStatus();
  const [lastOnline, setLastOnline] = useState(online);
  const [backOnline, setBackOnline] = useState(false);
  if (online !== lastOnline) {
    setLastOnline(online);
    setBackOnline(online);
  }
  useEffect(() => {
    if (!backOnline) return;
    const timer = window.setTimeout(() => setBackOnline(false), BACK_ONLINE_SHOWN_MS);
    return () => window.clearTimeout(timer);
  }, [backOnline]);

  const message = online ? (backOnline ? BACK_ONLINE_MESSAGE : null) : OFFLINE_MESSAGE;
  return (
    <div role="status" className={styles.region}>
      {message && (
        <p className={styles.notice} data-online={online}>
          {message}
        </p>
      )}
    </div>
  );
}
