import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type DragEndEvent,
} from '@dnd-kit/core';
import { sortableKeyboardCoordinates } from '@dnd-kit/sortable';
import { useMemo, useRef, useState } from 'react';
import type { Blok } from '@/lib/content/story';
import { Modal } from '@/lib/ui/modal';
import {
  childBloks,
  childFields,
  findBlok,
  textBloks,
  textFields,
  type BlokPlace,
  type ComponentCatalogue,
} from '../story-edits/blok-tree';
import type { StoryEdit } from '../story-edits/edit-history';
import { withFreshUids } from '../story-edits/fresh-uids';
import { blokLabel } from './blok-label';
import { FixedBlok } from './blok-item';
import { BlockTreeContext, type BlockTreeActions } from './block-tree-context';
import styles from './block-tree.module.css';
import { dragAnnouncements, dragInstructions } from './drag-announcements';
import { dropEdit } from './drop-edit';
import { useFocusAfterEdit } from './tree-focus';

export interface BlockTreeProps {
  /** The story's content: its root blok. */
  content: Blok;
  catalogue: ComponentCatalogue;
  selectedUid: string | null;
  onSelect: (uid: string) => void;
  /** Each change, for the edit history (`useStoryEdits().edit`). */
  onEdit: (edit: StoryEdit) => void;
  /** A blok of `component` with its defaults; the tree gives it and what it holds fresh uids. */
  newBlok: (component: string) => Blok;
  /** Names the tree for screen readers, e.g. "Blocks of About us". */
  label: string;
}

/** How many bloks `blok` holds, at any depth (placed in its rich text too). */
function descendantCount(blok: Blok): number {
  const children = [
    ...childFields(blok, {}).flatMap((field) => childBloks(blok, field)),
    ...textFields(blok).flatMap((field) => textBloks(blok, field)),
  ];
  return children.reduce((count, child) => count + 1 + descendantCount(child), 0);
}

/** Where focus goes when the blok at `place` is removed: the next blok, the previous, or its parent. */
function focusAfterRemoving(content: Blok, place: BlokPlace): string {
  const parent = findBlok(content, place.parentUid)?.blok;
  const siblings = parent ? childBloks(parent, place.field) : [];
  return (siblings[place.index + 1] ?? siblings[place.index - 1])?._uid ?? place.parentUid;
}

/**
 * The story's bloks as nested lists: select one, add, duplicate, remove and move them, by
 * buttons, by drag, or from the keyboard (Space on a blok's handle, arrows, Space).
 */
export function BlockTree({
  content,
  catalogue,
  selectedUid,
  onSelect,
  onEdit,
  newBlok,
  label,
}: BlockTreeProps) {
  const tree = useRef<HTMLDivElement>(null);
  const focusLater = useFocusAfterEdit(tree, content);
  const [removing, setRemoving] = useState<Blok | null>(null);
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );

  const removeNow = (uid: string) => {
    const place = findBlok(content, uid)?.place;
    if (!place) return;
    focusLater(focusAfterRemoving(content, place));
    onEdit({ type: 'remove', uid });
  };

  const actions: BlockTreeActions = {
    catalogue,
    selectedUid,
    select: onSelect,
    add: (place, component) => {
      const blok = withFreshUids(newBlok(component));
      focusLater(blok._uid);
      onEdit({ type: 'insert', place, blok });
    },
    duplicate: (blok, place) => {
      const copy = withFreshUids(blok);
      focusLater(copy._uid);
      onEdit({ type: 'insert', place: { ...place, index: place.index + 1 }, blok: copy });
    },
    remove: (blok) => (descendantCount(blok) > 0 ? setRemoving(blok) : removeNow(blok._uid)),
    move: (uid, offset) => {
      focusLater(uid, offset < 0 ? 'move-up' : 'move-down');
      onEdit({ type: 'moveBy', uid, offset });
    },
  };

  const announcements = useMemo(() => dragAnnouncements(content, catalogue), [content, catalogue]);
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    const edit = dropEdit(content, String(active.id), over ? String(over.id) : null);
    if (edit) onEdit(edit);
  };

  const held = removing ? descendantCount(removing) : 0;
  return (
    <BlockTreeContext value={actions}>
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{ announcements, screenReaderInstructions: dragInstructions }}
      >
        <div ref={tree} data-block-tree className={styles.tree}>
          <ul aria-label={label} className={styles.list}>
            <FixedBlok blok={content} />
          </ul>
        </div>
      </DndContext>
      <Modal
        open={removing !== null}
        title={`Remove ${removing ? blokLabel(removing, catalogue) : 'the block'}?`}
        confirmLabel="Remove"
        onClose={() => setRemoving(null)}
        onConfirm={() => {
          if (removing) removeNow(removing._uid);
          setRemoving(null);
        }}
      >
        <p>
          It holds {held === 1 ? '1 block' : `${held} blocks`}, which will be removed with it. Undo
          brings them back.
        </p>
      </Modal>
    </BlockTreeContext>
  );
}
