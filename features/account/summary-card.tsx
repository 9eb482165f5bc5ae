import type { ReactNode } from 'react';
import { LoadFailure } from '@/lib/ui/load-failure';
import styles from './summary-card.module.css';

interface SummaryCardProps {
  title: string;
  /** Set while the data loads: the card keeps its size, so nothing moves when it arrives. */
  loading: boolean;
  /** What went wrong, in the customer's words, with a way to try again. */
  error?: { message: string; retry: () => void };
  children?: ReactNode;
}

export function SummaryCard({ title, loading, error, children }: SummaryCardProps) {
  return (
    <section className={styles.card} aria-label={title} aria-busy={loading || undefined}>
      <h2 className={styles.title}>{title}</h2>
      {error ? (
        <LoadFailure message={error.message} retry={error.retry} />
      ) : loading ? (
        <div className={styles.placeholder} aria-hidden="true">
          <span />
          <span />
        </div>
      ) : (
        children
      )}
    </section>
  );
}
