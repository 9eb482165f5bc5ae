import type { Blok } from '@/lib/content/story';
import {
  accepts,
  childBloks,
  findBlok,
  isBlok,
  isRichTextDoc,
  isWithin,
  mapBloksInText,
  type BlokPlace,
  type ComponentCatalogue,
} from './blok-tree';

// Every operation returns a new root, copying only the path to what changed, or the same root
// when it changes nothing (an unknown uid, a move past either end, a component the field refuses),
// so callers can tell a no-op by identity.

/** `value` (a field's) with the blok `uid` in it changed: the same value when it is not there. */
function changeIn(value: unknown, uid: string, change: (blok: Blok) => Blok): unknown {
  const inChild = (child: Blok) => changeBlok(child, uid, change);
  if (isRichTextDoc(value)) return mapBloksInText(value, inChild);
  if (!Array.isArray(value)) return value;
  const children = value.map((child: unknown) => (isBlok(child) ? inChild(child) : child));
  return children.some((child, index) => child !== value[index]) ? children : value;
}

/** `root` with the blok `uid` (in a field's list or placed in rich text) changed by `change`. */
function changeBlok(root: Blok, uid: string, change: (blok: Blok) => Blok): Blok {
  if (root._uid === uid) return change(root);
  for (const [field, value] of Object.entries(root)) {
    const changed = changeIn(value, uid, change);
    if (changed !== value) return { ...root, [field]: changed };
  }
  return root;
}

/** The bloks in the list where `place` points. */
const siblingsAt = (root: Blok, place: BlokPlace): Blok[] => {
  const parent = findBlok(root, place.parentUid)?.blok;
  return parent ? childBloks(parent, place.field) : [];
};

/** Replaces the blok with `blok._uid` by `blok` (its fields as the form now has them). */
export function updateBlok(root: Blok, blok: Blok): Blok {
  return changeBlok(root, blok._uid, () => blok);
}

/**
 * Puts `blok` in `place` (its index clamped to the list), if the parent's field accepts its
 * component and its uid is not already in the story.
 */
export function insertBlok(
  root: Blok,
  catalogue: ComponentCatalogue,
  place: BlokPlace,
  blok: Blok,
): Blok {
  const parent = findBlok(root, place.parentUid)?.blok;
  if (!parent || isWithin(root, blok._uid)) return root;
  if (!accepts(catalogue, parent.component, place.field, blok.component)) return root;
  return insertUnchecked(root, place, blok);
}

function insertUnchecked(root: Blok, { parentUid, field, index }: BlokPlace, blok: Blok): Blok {
  return changeBlok(root, parentUid, (parent) => {
    const siblings = childBloks(parent, field);
    const at = Math.min(Math.max(index, 0), siblings.length);
    return { ...parent, [field]: [...siblings.slice(0, at), blok, ...siblings.slice(at)] };
  });
}

/**
 * Takes the blok `uid` (and everything in it) out of the story; the root stays, and so does a
 * blok placed in rich text (the rich-text editor removes it with the text).
 */
export function removeBlok(root: Blok, uid: string): Blok {
  const found = findBlok(root, uid);
  if (!found?.place || found.inText) return root;
  const { place } = found;
  return changeBlok(root, place.parentUid, (parent) => ({
    ...parent,
    [place.field]: childBloks(parent, place.field).filter((child) => child._uid !== uid),
  }));
}

/**
 * Moves the blok `uid` so it ends up at `to.index` of `to.field` in `to.parentUid`: within its own
 * list (any index), or into another field that accepts it, never into itself.
 */
export function moveBlok(
  root: Blok,
  catalogue: ComponentCatalogue,
  uid: string,
  to: BlokPlace,
): Blok {
  const found = findBlok(root, uid);
  if (!found?.place || found.inText) return root;
  const { blok, place } = found;
  const sameList = place.parentUid === to.parentUid && place.field === to.field;
  if (sameList) {
    const index = Math.min(Math.max(to.index, 0), siblingsAt(root, place).length - 1);
    if (index === place.index) return root;
    return insertUnchecked(removeBlok(root, uid), { ...to, index }, blok);
  }
  const target = findBlok(root, to.parentUid)?.blok;
  if (!target || isWithin(blok, to.parentUid)) return root;
  if (!accepts(catalogue, target.component, to.field, blok.component)) return root;
  return insertUnchecked(removeBlok(root, uid), to, blok);
}

/** Moves the blok `uid` up (-1) or down (+1) its list; past either end, nothing changes. */
export function moveBlokBy(root: Blok, uid: string, offset: -1 | 1): Blok {
  const place = findBlok(root, uid)?.place;
  if (!place) return root;
  const index = place.index + offset;
  if (index < 0 || index >= siblingsAt(root, place).length) return root;
  // Within its own list a move needs no catalogue.
  return moveBlok(root, {}, uid, { ...place, index });
}
