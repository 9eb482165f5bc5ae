import { storyblokEditable } from '@/lib/content/storyblok-editable';
import { useId } from 'react';
import { deferredPart } from '../deferred-part';
import { Heading } from '../heading-level';
import type { QuoteStarterBlok } from './schema';
import styles from './quote-starter.module.css';

// The form library loads only on pages that have a quote starter, and after they hydrate:
// until then the form is a plain GET to the quote.
const PostcodeForm = deferredPart(
  () => import('./postcode-form').then((module) => module.PostcodeForm),
  { worksWithoutScript: true },
);

export function QuoteStarter({ blok }: { blok: QuoteStarterBlok }) {
  const headingId = useId();
  const copy = {
    label: blok.label,
    hint: blok.hint,
    buttonLabel: blok.button_label,
    labelledBy: blok.heading ? headingId : undefined,
  };
  return (
    <div
      className={`${styles.quoteStarter} ${styles[blok.background]}`}
      {...storyblokEditable(blok)}
    >
      {blok.heading && (
        <Heading id={headingId} className={styles.heading}>
          {blok.heading}
        </Heading>
      )}
      {blok.text && <p className={styles.text}>{blok.text}</p>}
      <PostcodeForm {...copy} />
    </div>
  );
}
