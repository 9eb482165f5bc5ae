import type { ChoiceBinding } from '@/lib/forms/field-binding';
import styles from './rate-your-switch.module.css';

const STAR_PATH = 'M12 2.5l2.9 6.1 6.6.8-4.9 4.6 1.3 6.6L12 17.3l-5.9 3.3 1.3-6.6-4.9-4.6 6.6-.8z';

export const STAR_VALUES = [1, 2, 3, 4, 5] as const;

export const starLabel = (stars: number) => `${stars} ${stars === 1 ? 'star' : 'stars'}`;

/**
 * One radio of the 1–5 star group: a real radio input (so arrow keys move between stars),
 * drawn as a star, with its visible label ("4 stars"). Stars up to the chosen one are filled.
 */
export function StarChoice({
  stars,
  filled,
  choice,
}: {
  stars: number;
  filled: boolean;
  /** The star group's registration with the form. */
  choice: ChoiceBinding;
}) {
  return (
    <label className={`${styles.star} ${filled ? styles.filled : ''}`}>
      <input type="radio" value={String(stars)} className={styles.starInput} {...choice} />
      <svg viewBox="0 0 24 24" aria-hidden="true" focusable="false" className={styles.starIcon}>
        <path d={STAR_PATH} />
      </svg>
      <span className={styles.starLabel}>{starLabel(stars)}</span>
    </label>
  );
}
