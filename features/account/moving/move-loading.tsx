import { LoadingPlaceholder } from '@/lib/ui/loading-placeholder';
import panels from '../screen/panels.module.css';
import styles from './moving.module.css';

/** Holds the place of the customer's move while it loads. */
export function MoveLoading() {
  return (
    <LoadingPlaceholder
      className={`${panels.panel} ${styles.placeholder}`}
      label="Loading your move"
    />
  );
}
