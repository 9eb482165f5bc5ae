import type { ReactNode } from 'react';
import { CmsLink } from './cms-link';
import { Heading } from './heading-level';
import styles from './card.module.css';

export const cardClassName = styles.card;
export const cardGridClassName = styles.grid;

/**
 * A card's title at the current heading level. With an `href` the title is a link that covers
 * the whole card, so the card is one link named by its title, and `cue` (e.g. "See the job")
 * is shown under the card's content without being read twice.
 */
export function CardTitle({ href, children }: { href?: string; children: ReactNode }) {
  return (
    <Heading className={styles.title}>
      {href ? (
        <CmsLink href={href} className={styles.link}>
          {children}
        </CmsLink>
      ) : (
        children
      )}
    </Heading>
  );
}

export function CardCue({ children }: { children: ReactNode }) {
  return (
    <p className={styles.cue} aria-hidden="true">
      {children} →
    </p>
  );
}
