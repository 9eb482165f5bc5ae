import type { Announcements, ScreenReaderInstructions } from '@dnd-kit/core';
import type { Blok } from '@/lib/content/story';
import { childBloks, findBlok, type ComponentCatalogue } from '../story-edits/blok-tree';
import { moveBlok } from '../story-edits/story-edits';
import { blokLabel, fieldName } from './blok-label';
import { dropEdit } from './drop-edit';

export const dragInstructions: ScreenReaderInstructions = {
  draggable:
    'To move a block, press Space or Enter on its handle, use the up and down arrow keys to ' +
    'choose its new place, then press Space or Enter to drop it there, or Escape to cancel.',
};

/** What screen readers hear while a blok is dragged, in words, never in ids. */
export function dragAnnouncements(content: Blok, catalogue: ComponentCatalogue): Announcements {
  const labelOf = (uid: string | number) => {
    const blok = findBlok(content, String(uid))?.blok;
    return blok ? blokLabel(blok, catalogue) : 'The block';
  };
  /** `position 2 of 4`, and the list when it is not the dragged blok's own. */
  const positionOf = (uid: string | number, draggedUid: string | number) => {
    const place = findBlok(content, String(uid))?.place;
    const parent = place && findBlok(content, place.parentUid)?.blok;
    if (!place || !parent) return 'its place';
    const position = `position ${place.index + 1} of ${childBloks(parent, place.field).length}`;
    const ownPlace = findBlok(content, String(draggedUid))?.place;
    const sameList = ownPlace?.parentUid === place.parentUid && ownPlace.field === place.field;
    return sameList
      ? position
      : `${position} in ${fieldName(place.field)} of ${blokLabel(parent, catalogue)}`;
  };
  const accepted = (activeUid: string | number, overUid: string | number) => {
    const edit = dropEdit(content, String(activeUid), String(overUid));
    return edit?.type === 'move' && moveBlok(content, catalogue, edit.uid, edit.to) !== content;
  };

  // dnd-kit reports the dragged blok over its own place as the drag starts: saying so then would
  // talk over "Picked up".
  let leftItsPlace = false;
  return {
    onDragStart: ({ active }) => {
      leftItsPlace = false;
      return `Picked up ${labelOf(active.id)}. It is in ${positionOf(active.id, active.id)}.`;
    },
    onDragOver: ({ active, over }) => {
      if (!over) return `${labelOf(active.id)} is no longer over a place it can be dropped.`;
      if (over.id === active.id) {
        return leftItsPlace
          ? `${labelOf(active.id)} is back in ${positionOf(active.id, active.id)}.`
          : undefined;
      }
      leftItsPlace = true;
      return accepted(active.id, over.id)
        ? `${labelOf(active.id)} was moved to ${positionOf(over.id, active.id)}.`
        : `${labelOf(active.id)} cannot go in ${positionOf(over.id, active.id)}.`;
    },
    onDragEnd: ({ active, over }) =>
      over && over.id !== active.id && accepted(active.id, over.id)
        ? `${labelOf(active.id)} was dropped in ${positionOf(over.id, active.id)}.`
        : `${labelOf(active.id)} was dropped where it was, in ${positionOf(active.id, active.id)}.`,
    onDragCancel: ({ active }) =>
      `Moving was cancelled. ${labelOf(active.id)} is back in ${positionOf(active.id, active.id)}.`,
  };
}
