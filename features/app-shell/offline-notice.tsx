import { useEffect, useState } from 'react';
import { useOnlineStatus } from './online-status';
import styles from './offline-notice.module.css';

export const OFFLINE_MESSAGE =
  "You're offline. What is on this page stays here, but we can't load other pages or send " +
  'anything until your connection is back.';
export const BACK_ONLINE_MESSAGE = "You're back online.";
/** Said as well while a session that could not be renewed is kept (issue 47). */
export const STILL_SIGNED_IN_MESSAGE =
  "You're still signed in, and we'll reconnect when you're back online.";
/** The browser thinks it is online, but the session could not reach the gateway (issue 47). */
export const SERVERS_UNREACHABLE_MESSAGE =
  "We can't reach our servers just now. You're still signed in, and we'll reconnect as soon as " +
  'we can.';

/** How long "back online" stays on screen once the connection returns. */
const BACK_ONLINE_SHOWN_MS = 5_000;

function messageFor(online: boolean, backOnline: boolean, sessionKept: boolean): string | null {
  if (!online) {
    return sessionKept ? `${OFFLINE_MESSAGE} ${STILL_SIGNED_IN_MESSAGE}` : OFFLINE_MESSAGE;
  }
  if (sessionKept) return SERVERS_UNREACHABLE_MESSAGE;
  return backOnline ? BACK_ONLINE_MESSAGE : null;
}

/**
 * Tells the visitor, on every page, when the browser loses its connection (SPEC §2: the app
 * tracks online/offline state) and when it is back, and a signed-in customer whose session could
 * not be renewed meanwhile (`sessionKept`) that it has not ended. The status region is always in
 * the page, so screen readers announce each change.
 */
export function OfflineNotice({ sessionKept = false }: { sessionKept?: boolean }) {
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

  const message = messageFor(online, backOnline, sessionKept);
  return (
    <div role="status" className={styles.region}>
      {message && (
        <p className={styles.notice} data-online={online && !sessionKept}>
          {message}
        </p>
      )}
    </div>
  );
}
