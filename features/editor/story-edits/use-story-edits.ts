import { useCallback, useMemo, useReducer } from 'react';
import type { Blok } from '@/lib/content/story';
import type { ComponentCatalogue } from './blok-tree';
import { editHistoryReducer, startEditHistory, type StoryEdit } from './edit-history';
import { useLeaveWarning } from './use-leave-warning';
import { useUndoShortcuts } from './use-undo-shortcuts';

export interface StoryEdits {
  content: Blok;
  /** The content differs from what was last saved. */
  dirty: boolean;
  canUndo: boolean;
  canRedo: boolean;
  edit: (change: StoryEdit) => void;
  undo: () => void;
  redo: () => void;
  /** Tells the history `content` is now saved. */
  markSaved: (content: Blok) => void;
}

/**
 * A story's content as the editor changes it, with undo and redo (also from the keyboard) and a
 * warning before leaving with unsaved changes. Opening another story: give the component using
 * it a new `key`, so the history starts again.
 */
export function useStoryEdits(initialContent: Blok, catalogue: ComponentCatalogue): StoryEdits {
  const reducer = useMemo(() => editHistoryReducer(catalogue), [catalogue]);
  const [history, dispatch] = useReducer(reducer, initialContent, startEditHistory);

  const edit = useCallback(
    (change: StoryEdit) => dispatch({ type: 'edit', edit: change, at: Date.now() }),
    [],
  );
  const undo = useCallback(() => dispatch({ type: 'undo' }), []);
  const redo = useCallback(() => dispatch({ type: 'redo' }), []);
  const markSaved = useCallback((content: Blok) => dispatch({ type: 'saved', content }), []);

  useUndoShortcuts(undo, redo);
  useLeaveWarning(history.dirty);

  return {
    content: history.content,
    dirty: history.dirty,
    canUndo: history.past.length > 0,
    canRedo: history.future.length > 0,
    edit,
    undo,
    redo,
    markSaved,
  };
}
