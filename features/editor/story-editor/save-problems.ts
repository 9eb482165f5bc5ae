import type { Blok } from '@/lib/content/story';
import { isBlok } from '../story-edits/blok-tree';

/** A problem the API found in a saved story, placed on the blok and field it is about. */
export interface SaveProblem {
  /** The blok holding the field; null when the problem is not inside the content. */
  uid: string | null;
  component: string | null;
  /** The field's path inside that blok (`headline`, `link.url`), '' for the blok itself. */
  field: string;
  message: string;
}

/**
 * Places each of the API's invalid fields (`content.body.0.headline`) on the deepest blok its
 * path passes through, so the editor can open that blok's form at the field.
 */
export function placeSaveProblems(
  content: Blok,
  fields: readonly { path: string; message: string }[],
): SaveProblem[] {
  return fields.map(({ path, message }) => {
    const [root, ...steps] = path.split('.');
    if (root !== 'content') return { uid: null, component: null, field: path, message };
    let node: unknown = content;
    let holder = content;
    let rest: string[] = [];
    for (const step of steps) {
      node = node && typeof node === 'object' ? (node as Record<string, unknown>)[step] : undefined;
      rest.push(step);
      if (isBlok(node)) {
        holder = node;
        rest = [];
      }
    }
    return { uid: holder._uid, component: holder.component, field: rest.join('.'), message };
  });
}
