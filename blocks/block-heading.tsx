import { Heading } from './heading-level';
import styles from './block-heading.module.css';

/** A block's own heading (at the current level) and introduction, each only when given. */
export function BlockHeading({
  heading,
  intro,
  id,
}: {
  heading: string | undefined;
  intro?: string | undefined;
  id?: string;
}) {
  return (
    <>
      {heading && (
        <Heading id={id} className={styles.heading}>
          {heading}
        </Heading>
      )}
      {intro && <p className={styles.intro}>{intro}</p>}
    </>
  );
}
