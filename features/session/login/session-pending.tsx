import { Spinner } from '@/lib/ui/spinner';
import styles from './session-pending.module.css';

/**
 * Holds the place of account content until the session is known, so nothing of an account is
 * ever shown to someone who turns out not to be signed in.
 */
export function SessionPending() {
  return (
    <div className={styles.pending}>
      <Spinner label="Checking you are signed in" size="3rem" />
    </div>
  );
}
