import type { ReactNode } from 'react';
import { ScreenDataView, useScreenData, type ScreenQuery } from './screen/screen-data';
import styles from './summary-card.module.css';

interface SummaryCardProps<Data, Failure extends { message: string }> {
  title: string;
  query: ScreenQuery<Data, Failure>;
  /** Stands in for what the card shows while it loads, at its size, so nothing moves. */
  placeholder: ReactNode;
  children: (data: Data) => ReactNode;
}

/** One of Account Home's cards: its title, and what it loads in the account-screen frame's states. */
export function SummaryCard<Data, Failure extends { message: string }>({
  title,
  query,
  placeholder,
  children,
}: SummaryCardProps<Data, Failure>) {
  const state = useScreenData(query);
  return (
    <section
      className={styles.card}
      aria-label={title}
      aria-busy={state.phase === 'loading' || undefined}
    >
      <h2 className={styles.title}>{title}</h2>
      <ScreenDataView state={state} placeholder={placeholder}>
        {children}
      </ScreenDataView>
    </section>
  );
}
