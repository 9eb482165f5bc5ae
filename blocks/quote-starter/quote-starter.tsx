import { storyblokEditable } from '@storyblok/react';
import dynamic from 'next/dynamic';
import { createContext, useContext, useId } from 'react';
import { Heading } from '../heading-level';
import { PostcodeFields, type PostcodeFieldsProps } from './postcode-fields';
import type { QuoteStarterBlok } from './schema';
import styles from './quote-starter.module.css';

type Copy = Pick<PostcodeFieldsProps, 'label' | 'hint' | 'buttonLabel' | 'labelledBy'>;
const CopyContext = createContext<Copy | null>(null);

/** Shown while the form's code loads after a page change: the same fields, not yet usable. */
function StandIn() {
  const copy = useContext(CopyContext);
  return copy && <PostcodeFields {...copy} />;
}

// The form library loads only on pages that have a quote starter (prerendered pages preload
// it before they hydrate), so other pages don't carry it.
const PostcodeForm = dynamic<Copy>(() => import('./postcode-form'), { loading: StandIn });

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
      <CopyContext.Provider value={copy}>
        <PostcodeForm {...copy} />
      </CopyContext.Provider>
    </div>
  );
}
