import { storyblokEditable } from '@/lib/content/storyblok-editable';
import { useId } from 'react';
import { BlockHeading } from '../block-heading';
import { Subheadings } from '../heading-level';
import { Bloks } from '../renderer';
import type { SectionBlok } from './schema';
import styles from './section.module.css';

export function Section({ blok }: { blok: SectionBlok }) {
  const headingId = useId();
  return (
    <section
      id={blok.anchor}
      className={`${styles.section} ${styles[blok.background]}`}
      aria-labelledby={blok.heading ? headingId : undefined}
      {...storyblokEditable(blok)}
    >
      <div className={styles.inner}>
        <BlockHeading heading={blok.heading} intro={blok.intro} id={headingId} />
        <div className={styles.grid} data-columns={blok.columns}>
          <Subheadings when={Boolean(blok.heading)}>
            <Bloks bloks={blok.body} />
          </Subheadings>
        </div>
      </div>
    </section>
  );
}
