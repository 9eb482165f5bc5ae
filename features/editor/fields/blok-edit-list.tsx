import { Button } from '@/lib/ui/button';
import styles from './blok-fields.module.css';
import { blokSummary } from './blok-summary';

/** Bloks a field holds, each with a button that opens its own form. */
export function BlokEditList({
  bloks,
  label,
  onSelect,
}: {
  bloks: readonly ({ _uid: string } & Record<string, unknown>)[];
  /** Names the list for screen readers. */
  label?: string;
  onSelect: (uid: string) => void;
}) {
  return (
    <ul className={styles.bloks} aria-label={label}>
      {bloks.map((blok) => {
        const summary = blokSummary(blok);
        return (
          <li key={blok._uid} className={styles.blok}>
            <span>{summary}</span>
            <Button
              type="button"
              variant="secondary"
              size="xs"
              aria-label={`Edit ${summary}`}
              onClick={() => onSelect(blok._uid)}
            >
              Edit
            </Button>
          </li>
        );
      })}
    </ul>
  );
}
