import type { ReactNode } from 'react';
import styles from './admin.module.css';

/** One fact staff read: its name and its value. */
export type Fact = readonly [term: string, value: ReactNode];

/** Facts as a description list, one row each, names on the left (stacked on a phone). */
export function Facts({ facts }: { facts: readonly Fact[] }) {
  return (
    <dl className={styles.facts}>
      {facts.map(([term, value]) => (
        <div key={term} className={styles.fact}>
          <dt>{term}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
