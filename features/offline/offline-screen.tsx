import { KeptReadingList } from '@/features/account/readings/offline/kept-reading-list';
import { Button } from '@/lib/ui/button';
import { useReturnWhenOnline } from './use-return-when-online';
import { useWaitingReadings } from './use-waiting-readings';
import styles from './offline-screen.module.css';

const tryAgain = () => window.location.reload();

/**
 * What the service worker shows in place of a page it cannot reach: what works without a signal,
 * the meter readings waiting on this device, and the way back to the page asked for.
 */
export function OfflineScreen() {
  useReturnWhenOnline();
  const readings = useWaitingReadings();
  return (
    <div className={styles.screen}>
      <h1 className={styles.heading}>You&rsquo;re offline</h1>
      <p>
        We can&rsquo;t reach So Energy from this device just now, so this page can&rsquo;t open.
        Check your Wi-Fi or mobile signal. As soon as you&rsquo;re back online, we&rsquo;ll take you
        to the page you asked for.
      </p>
      <div className={styles.section}>
        <Button onClick={tryAgain}>Try again</Button>
      </div>
      <section className={styles.section} aria-labelledby="offline-what-works">
        <h2 id="offline-what-works" className={styles.subheading}>
          What works without a signal
        </h2>
        <p>
          If Meter Readings is already open on this device, you can still give us a meter reading
          there as usual: we keep it on this device and send it as soon as you&rsquo;re back online,
          so you don&rsquo;t need to send it again.
        </p>
        <p>
          Your balance, bills and account details need a signal. We don&rsquo;t keep them on this
          device, so nobody else using it can see them.
        </p>
      </section>
      <section className={styles.section} aria-labelledby="offline-readings">
        <h2 id="offline-readings" className={styles.subheading}>
          Meter readings on this device
        </h2>
        <div className={`${styles.section} ${styles.readings}`}>
          {readings === null ? (
            <p>Looking for meter readings kept on this device…</p>
          ) : readings.length === 0 ? (
            <p>No meter readings are waiting to send from this device.</p>
          ) : (
            <KeptReadingList meter={null} kept={readings} sent={[]} />
          )}
        </div>
      </section>
    </div>
  );
}
