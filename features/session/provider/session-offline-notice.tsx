import styles from './session-offline-notice.module.css';

export const SESSION_OFFLINE_MESSAGE =
  "We can't reach our servers just now. You're still signed in, and we'll reconnect as soon as " +
  'your connection is back.';

/**
 * Says, calmly and without interrupting, that the session could not be renewed for want of a
 * connection but has not ended (issue 47). The live region is always in the page, so screen
 * readers hear the message when it appears (a plain polite region, not a second `status` beside
 * the page's own).
 */
export function SessionOfflineNotice({ offline }: { offline: boolean }) {
  return (
    <div aria-live="polite" className={styles.region}>
      {offline && <p className={styles.notice}>{SESSION_OFFLINE_MESSAGE}</p>}
    </div>
  );
}
