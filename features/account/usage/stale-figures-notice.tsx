import { Button } from '@/lib/ui/button';
import { CHART_HEIGHT } from './chart-segments';
import styles from './usage-screen.module.css';

interface StaleFiguresNoticeProps {
  /** Which period failed to load, and which the figures are still for. */
  message: string;
  retrying: boolean;
  retry: () => void;
}

/**
 * Laid over the chart's drawing, which it dims, so nothing moves when it comes or goes. Not a
 * live region of its own: the screen's announces the message once.
 */
export function StaleFiguresNotice({ message, retrying, retry }: StaleFiguresNoticeProps) {
  return (
    <div className={styles.staleNotice} style={{ height: CHART_HEIGHT }}>
      <div className={styles.staleNoticeCard}>
        <p>{message}</p>
        <Button variant="secondary" size="small" onClick={retry} loading={retrying}>
          Try again
        </Button>
      </div>
    </div>
  );
}
