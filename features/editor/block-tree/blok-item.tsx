import { SortableContext, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import type { Blok } from '@/lib/content/story';
import { Button } from '@/lib/ui/button';
import { VisuallyHidden } from '@/lib/ui/visually-hidden';
import {
  childBloks,
  childFields,
  textBloks,
  textFields,
  type BlokPlace,
} from '../story-edits/blok-tree';
import { AddBlokMenu } from './add-blok-menu';
import { blokLabel, blokSummary, componentName, fieldName } from './blok-label';
import { useBlockTree } from './block-tree-context';
import styles from './block-tree.module.css';
import { moveFocusByKey } from './tree-focus';

/** The button that selects a blok: its component's name and first text. */
function SelectBlok({ blok }: { blok: Blok }) {
  const { catalogue, selectedUid, select } = useBlockTree();
  const summary = blokSummary(blok);
  return (
    <button
      type="button"
      data-control="select"
      className={styles.select}
      aria-current={blok._uid === selectedUid ? 'true' : undefined}
      onClick={() => select(blok._uid)}
      onKeyDown={moveFocusByKey}
    >
      <span className={styles.name}>{componentName(catalogue, blok.component)}</span>
      {summary && <span className={styles.summary}>{summary}</span>}
    </button>
  );
}

/** One field of child bloks: their list, which can be sorted by drag, and a button to add one. */
function BlokField({ parent, field }: { parent: Blok; field: string }) {
  const { catalogue, add } = useBlockTree();
  const children = childBloks(parent, field);
  const accepted = catalogue[parent.component]?.bloksFields[field] ?? [];
  const label = `${fieldName(field)} of ${blokLabel(parent, catalogue)}`;
  return (
    <div className={styles.field}>
      <span className={styles.fieldName} aria-hidden="true">
        {fieldName(field)}
      </span>
      {children.length > 0 && (
        <SortableContext
          items={children.map((child) => child._uid)}
          strategy={verticalListSortingStrategy}
        >
          <ul className={styles.list} aria-label={label}>
            {children.map((child, index) => (
              <SortableBlok
                key={child._uid}
                blok={child}
                place={{ parentUid: parent._uid, field, index }}
                count={children.length}
                accepted={accepted}
              />
            ))}
          </ul>
        </SortableContext>
      )}
      <AddBlokMenu
        label={children.length > 0 ? 'Add at the start' : 'Add'}
        context={`to ${label}`}
        components={accepted}
        catalogue={catalogue}
        onAdd={(component) => add({ parentUid: parent._uid, field, index: 0 }, component)}
      />
    </div>
  );
}

/** The bloks placed in a field's rich text: selected here, moved and removed with the text. */
function TextBloks({ parent, field }: { parent: Blok; field: string }) {
  const { catalogue } = useBlockTree();
  return (
    <div className={styles.field}>
      <span className={styles.fieldName} aria-hidden="true">
        In the text of {fieldName(field)}
      </span>
      <ul
        className={styles.list}
        aria-label={`Blocks in the text of ${fieldName(field)} of ${blokLabel(parent, catalogue)}`}
      >
        {textBloks(parent, field).map((blok) => (
          <FixedBlok key={blok._uid} blok={blok} />
        ))}
      </ul>
    </div>
  );
}

/** A blok's fields of child bloks, each with its list, then the bloks placed in its rich text. */
export function BlokFields({ blok }: { blok: Blok }) {
  const { catalogue } = useBlockTree();
  const fields = childFields(blok, catalogue);
  const inText = textFields(blok);
  if (fields.length === 0 && inText.length === 0) return null;
  return (
    <div className={styles.fields}>
      {fields.map((field) => (
        <BlokField key={field} parent={blok} field={field} />
      ))}
      {inText.map((field) => (
        <TextBloks key={field} parent={blok} field={field} />
      ))}
    </div>
  );
}

/**
 * A blok the tree selects but never moves or removes: the story's root, holding everything else,
 * or a blok placed in rich text, which goes where its text goes.
 */
export function FixedBlok({ blok }: { blok: Blok }) {
  return (
    <li data-blok={blok._uid} className={styles.item}>
      <div className={styles.row}>
        <SelectBlok blok={blok} />
      </div>
      <BlokFields blok={blok} />
    </li>
  );
}

interface SortableBlokProps {
  blok: Blok;
  place: BlokPlace;
  /** How many bloks share its list. */
  count: number;
  /** The components its list accepts. */
  accepted: readonly string[];
}

function SortableBlok({ blok, place, count, accepted }: SortableBlokProps) {
  const { catalogue, duplicate, remove, move, add } = useBlockTree();
  const {
    attributes,
    listeners,
    setNodeRef,
    setActivatorNodeRef,
    transform,
    transition,
    isDragging,
  } = useSortable({ id: blok._uid });
  const label = blokLabel(blok, catalogue);
  const first = place.index === 0;
  const last = place.index === count - 1;

  return (
    <li
      ref={setNodeRef}
      data-blok={blok._uid}
      className={styles.item}
      data-dragging={isDragging || undefined}
      style={{
        transform: CSS.Translate.toString(transform),
        transition: transition,
      }}
    >
      <div className={styles.row}>
        <button
          type="button"
          ref={setActivatorNodeRef}
          className={styles.handle}
          {...attributes}
          {...listeners}
          aria-label={`Drag ${label}`}
        >
          <span aria-hidden="true">⠿</span>
        </button>
        <SelectBlok blok={blok} />
        <div className={styles.actions}>
          <Button
            size="xs"
            variant="secondary"
            data-control="move-up"
            aria-disabled={first || undefined}
            onClick={() => !first && move(blok._uid, -1)}
          >
            Move up<VisuallyHidden> {label}</VisuallyHidden>
          </Button>
          <Button
            size="xs"
            variant="secondary"
            data-control="move-down"
            aria-disabled={last || undefined}
            onClick={() => !last && move(blok._uid, 1)}
          >
            Move down<VisuallyHidden> {label}</VisuallyHidden>
          </Button>
          <Button size="xs" variant="secondary" onClick={() => duplicate(blok, place)}>
            Duplicate<VisuallyHidden> {label}</VisuallyHidden>
          </Button>
          <AddBlokMenu
            label="Add after"
            context={label}
            components={accepted}
            catalogue={catalogue}
            onAdd={(component) => add({ ...place, index: place.index + 1 }, component)}
          />
          <Button size="xs" variant="secondary" onClick={() => remove(blok)}>
            Remove<VisuallyHidden> {label}</VisuallyHidden>
          </Button>
        </div>
      </div>
      <BlokFields blok={blok} />
    </li>
  );
}
