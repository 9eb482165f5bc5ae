import type { GatewayError } from '@/lib/gateway/gateway-error';
import { LoadFailure } from '@/lib/ui/load-failure';
import { staffFailureWords } from './admin-words';
import styles from './admin.module.css';

/** Failures that asking again will not mend: the search's rule, staff access, no such account. */
const FINAL_STATUSES = [400, 403, 404];

/** A failed staff call in words, with a way to try again where that can help. */
export function StaffFailure({ error, retry }: { error: GatewayError; retry: () => void }) {
  const words = staffFailureWords(error);
  return FINAL_STATUSES.includes(error.statusCode) ? (
    <p role="alert" className={styles.failure}>
      {words}
    </p>
  ) : (
    <LoadFailure message={words} retry={retry} />
  );
}
