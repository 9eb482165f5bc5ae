import type { Ref } from 'react';
import type { Blok } from '@/lib/content/story';
import { BlokFields } from '../fields/blok-fields';
import type { BlokFieldsContext } from '../fields/editor-context';
import type { EditorBlocks } from './editor-blocks';
import styles from './story-workspace.module.css';

interface SelectedBlokFieldsProps {
  ref?: Ref<HTMLElement>;
  blok: Blok;
  blocks: EditorBlocks;
  context: BlokFieldsContext;
  onChange: (blok: Blok) => void;
}

/** The selected blok's form, under its block's name. */
export function SelectedBlokFields({
  ref,
  blok,
  blocks,
  context,
  onChange,
}: SelectedBlokFieldsProps) {
  const schema = blocks.schemas[blok.component];
  const name = blocks.catalogue[blok.component]?.displayName ?? blok.component;
  return (
    <section ref={ref} className={styles.fields} aria-labelledby="blok-fields-heading">
      <h2 id="blok-fields-heading" className={styles.fieldsHeading}>
        {name}
      </h2>
      {schema ? (
        <BlokFields schema={schema} blok={blok} context={context} onChange={onChange} />
      ) : (
        <p>
          The site has no block called “{blok.component}”, so it has no fields to edit. Remove it,
          or ask a developer to add the block.
        </p>
      )}
    </section>
  );
}
