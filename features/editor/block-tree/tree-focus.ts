import { useCallback, useEffect, useRef, type KeyboardEvent, type RefObject } from 'react';

/** The controls of a blok in the tree that focus can be sent back to. */
export type BlokControl = 'select' | 'move-up' | 'move-down';

const controlOf = (tree: HTMLElement, uid: string, control: BlokControl) =>
  tree.querySelector<HTMLElement>(`[data-blok="${CSS.escape(uid)}"] [data-control="${control}"]`);

/**
 * Puts focus on a blok's control once the content an edit made is on screen, so focus never
 * drops to the page when the control it was on moves or goes.
 */
export function useFocusAfterEdit(tree: RefObject<HTMLElement | null>, content: unknown) {
  const pending = useRef<{ uid: string; control: BlokControl } | null>(null);

  useEffect(() => {
    const target = pending.current;
    if (!target || !tree.current) return;
    pending.current = null;
    controlOf(tree.current, target.uid, target.control)?.focus();
  }, [tree, content]);

  return useCallback((uid: string, control: BlokControl = 'select') => {
    pending.current = { uid, control };
  }, []);
}

const NAVIGATION_KEYS = new Set(['ArrowDown', 'ArrowUp', 'Home', 'End']);

/** Up and down arrows move between the bloks of the tree, Home and End to the first and last. */
export function moveFocusByKey(event: KeyboardEvent<HTMLElement>) {
  const tree = event.currentTarget.closest('[data-block-tree]');
  if (!NAVIGATION_KEYS.has(event.key) || !tree) return;
  event.preventDefault();
  const items = Array.from(tree.querySelectorAll<HTMLElement>('[data-control="select"]'));
  const index = items.indexOf(event.currentTarget);
  const next: Record<string, HTMLElement | undefined> = {
    ArrowDown: items[Math.min(index + 1, items.length - 1)],
    ArrowUp: items[Math.max(index - 1, 0)],
    Home: items[0],
    End: items.at(-1),
  };
  next[event.key]?.focus();
}
