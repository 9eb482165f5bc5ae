import type { Blok } from '@/lib/content/story';
import type { StoryEdit } from '../story-edits/edit-history';
import { findBlok } from '../story-edits/blok-tree';

/**
 * The move a drag of the blok `activeUid` onto the blok `overUid` makes: to the place the blok
 * under it holds, in its own list or another (the history refuses a field that does not accept
 * it). Null when it was dropped on itself or on nothing.
 */
export function dropEdit(
  content: Blok,
  activeUid: string,
  overUid: string | null,
): StoryEdit | null {
  if (overUid === null || overUid === activeUid) return null;
  const to = findBlok(content, overUid)?.place;
  if (!to || !findBlok(content, activeUid)?.place) return null;
  return { type: 'move', uid: activeUid, to };
}
