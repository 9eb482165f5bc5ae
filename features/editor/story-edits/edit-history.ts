import type { Blok } from '@/lib/content/story';
import { findBlok, type BlokPlace, type ComponentCatalogue } from './blok-tree';
import { insertBlok, moveBlok, moveBlokBy, removeBlok, updateBlok } from './story-edits';

/** One change an editor makes to a story's content. */
export type StoryEdit =
  | { type: 'update'; blok: Blok }
  | { type: 'insert'; place: BlokPlace; blok: Blok }
  | { type: 'remove'; uid: string }
  | { type: 'move'; uid: string; to: BlokPlace }
  | { type: 'moveBy'; uid: string; offset: -1 | 1 };

export type EditHistoryAction =
  /** `at`: when it happened (ms), so typing in one field becomes one undo step. */
  | { type: 'edit'; edit: StoryEdit; at: number }
  | { type: 'undo' }
  | { type: 'redo' }
  /** The content as just saved: what `dirty` compares with from now on. */
  | { type: 'saved'; content: Blok };

export interface EditHistory {
  content: Blok;
  /** Earlier contents, the most recent last. */
  past: Blok[];
  /** Contents undone, the next to redo last. */
  future: Blok[];
  /** The content differs from what was last saved. */
  dirty: boolean;
  saved: Blok;
  /** The field the last update changed, to fold the next keystroke in it into the same step. */
  typing: { uid: string; field: string; at: number } | null;
}

/** Keystrokes in one field closer together than this are one undo step. */
export const TYPING_PAUSE_MS = 1000;

export function startEditHistory(content: Blok): EditHistory {
  return { content, past: [], future: [], dirty: false, saved: content, typing: null };
}

function applyEdit(content: Blok, edit: StoryEdit, catalogue: ComponentCatalogue): Blok {
  switch (edit.type) {
    case 'update':
      return updateBlok(content, edit.blok);
    case 'insert':
      return insertBlok(content, catalogue, edit.place, edit.blok);
    case 'remove':
      return removeBlok(content, edit.uid);
    case 'move':
      return moveBlok(content, catalogue, edit.uid, edit.to);
    case 'moveBy':
      return moveBlokBy(content, edit.uid, edit.offset);
  }
}

/** The one top-level field an update changes, or null when it changes none or several. */
function changedField(before: Blok, after: Blok): string | null {
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  const changed = [...fields].filter((field) => !sameValue(before[field], after[field]));
  return changed.length === 1 ? (changed[0] ?? null) : null;
}

function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  const aEntries = Object.entries(a);
  const bRecord: Record<string, unknown> = { ...b };
  return (
    aEntries.length === Object.keys(bRecord).length &&
    aEntries.every(([key, value]) => key in bRecord && sameValue(value, bRecord[key]))
  );
}

/** The field an edit types in: an update of one field of one blok. */
function typingIn(content: Blok, edit: StoryEdit, at: number): EditHistory['typing'] {
  if (edit.type !== 'update') return null;
  const previous = findBlok(content, edit.blok._uid)?.blok;
  const field = previous && changedField(previous, edit.blok);
  return field ? { uid: edit.blok._uid, field, at } : null;
}

function edited(
  state: EditHistory,
  action: Extract<EditHistoryAction, { type: 'edit' }>,
  catalogue: ComponentCatalogue,
): EditHistory {
  const content = applyEdit(state.content, action.edit, catalogue);
  if (content === state.content) return state;
  const typing = typingIn(state.content, action.edit, action.at);
  const last = state.typing;
  const sameStep =
    typing !== null &&
    last !== null &&
    typing.uid === last.uid &&
    typing.field === last.field &&
    typing.at - last.at < TYPING_PAUSE_MS;
  return {
    ...state,
    content,
    past: sameStep ? state.past : [...state.past, state.content],
    future: [],
    dirty: !sameValue(content, state.saved),
    typing,
  };
}

/** The content one step back (undo) or forward (redo), or the same state at either end. */
function travelled(state: EditHistory, direction: 'undo' | 'redo'): EditHistory {
  const undo = direction === 'undo';
  const from = undo ? state.past : state.future;
  const content = from.at(-1);
  if (!content) return state;
  const left = from.slice(0, -1);
  const passed = [...(undo ? state.future : state.past), state.content];
  return {
    ...state,
    content,
    past: undo ? left : passed,
    future: undo ? passed : left,
    dirty: !sameValue(content, state.saved),
    typing: null,
  };
}

export function editHistoryReducer(catalogue: ComponentCatalogue) {
  return function reduce(state: EditHistory, action: EditHistoryAction): EditHistory {
    switch (action.type) {
      case 'edit':
        return edited(state, action, catalogue);
      case 'undo':
      case 'redo':
        return travelled(state, action.type);
      case 'saved':
        return {
          ...state,
          saved: action.content,
          dirty: !sameValue(state.content, action.content),
          typing: null,
        };
    }
  };
}
