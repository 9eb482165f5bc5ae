import { Button } from './button';
import styles from './load-failure.module.css';

interface LoadFailureProps {
  /** What could not be loaded, in the customer's words. */
  message: string;
  retry: () => void;
  /** Sizes the place it stands in (e.g. the height of what it replaces). */
  className?: string;
}

/** What could not be loaded, announced, and a way to try again. */
export function LoadFailure({ message, retry, className }: LoadFailureProps) {
  return (
    <div className={[styles.failure, className].filter(Boolean).join(' ')}>
      <p role="alert">{message}</p>
      <Button variant="secondary" size="small" onClick={retry}>
        Try again
      </Button>
    </div>
  );
}
