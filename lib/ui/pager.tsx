import { Button } from './button';
import styles from './pager.module.css';

interface PagerProps {
  /** Names the navigation: 'Transaction pages'. */
  label: string;
  page: number;
  totalPages: number;
  /** Set while the page count is not known yet: 'Older' waits for it. */
  loading?: boolean;
  onPage: (page: number) => void;
}

/** Newer and Older around 'Page 2 of 5', for a list shown a page at a time, newest first. */
export function Pager({ label, page, totalPages, loading = false, onPage }: PagerProps) {
  return (
    <nav className={styles.pager} aria-label={label}>
      <Button
        variant="secondary"
        size="small"
        disabled={page <= 1}
        onClick={() => onPage(page - 1)}
      >
        Newer
      </Button>
      <span aria-live="polite">
        Page {page} of {totalPages}
      </span>
      <Button
        variant="secondary"
        size="small"
        disabled={loading || page >= totalPages}
        onClick={() => onPage(page + 1)}
      >
        Older
      </Button>
    </nav>
  );
}
