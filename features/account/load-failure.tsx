import { Button } from '@/lib/ui/button';
import styles from './load-failure.module.css';

/** What could not be loaded, in the customer's words, and a way to try again. */
export function LoadFailure({ message, retry }: { message: string; retry: () => void }) {
  return (
    <div className={styles.failure}>
      <p role="alert">{message}</p>
      <Button variant="secondary" size="small" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}
