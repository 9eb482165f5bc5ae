import type { Blok } from '@/lib/content/story';
import { findBlok } from '../story-edits/blok-tree';
import type { Breadcrumb } from '../preview-channel/bridge-messages';

/** The bloks from the story's root down to `uid` (empty when it is not in the story). */
export function blokPath(content: Blok, uid: string): Breadcrumb[] {
  const path: Breadcrumb[] = [];
  let found = findBlok(content, uid);
  while (found) {
    path.unshift({ _uid: found.blok._uid, component: found.blok.component });
    found = found.place ? findBlok(content, found.place.parentUid) : null;
  }
  return path;
}
