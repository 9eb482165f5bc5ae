import { useSyncExternalStore } from 'react';

/** The visitor's wish for reduced motion (globals.css honours the same query); known once ready. */
let reducedMotion: MediaQueryList | undefined;
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());

/**
 * Called once framer-motion's animation features have arrived. Where the visitor's wish cannot
 * be asked (no matchMedia: jsdom), nothing moves.
 */
export function markMotionReady() {
  if (typeof window.matchMedia !== 'function') return;
  reducedMotion = window.matchMedia('(prefers-reduced-motion: reduce)');
  reducedMotion.addEventListener('change', notify);
  notify();
}

const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

const animates = () => reducedMotion !== undefined && !reducedMotion.matches;

/**
 * Whether an `m` component should play its entrance and exit: the features have arrived and the
 * visitor has not asked for reduced motion. Before the features arrive an `m` component shows
 * its `initial` state and stays there, so whatever mounts then (and everything under reduced
 * motion) starts in its final state (`initial={false}`) and leaves at once (no `exit`): no
 * movement, and no fade either.
 */
export function useAnimates(): boolean {
  return useSyncExternalStore(subscribe, animates, () => false);
}
