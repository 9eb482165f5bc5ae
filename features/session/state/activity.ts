/** The user activity that keeps a session alive (SPEC §4). */
export const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchmove'] as const;

/** Mouse moves fire dozens of times a second; one call a second is plenty. */
export const ACTIVITY_THROTTLE_MS = 1000;

/**
 * Calls `onActivity` at most once per `throttleMs` while the user moves, clicks, types or
 * scrolls by touch. Passive listeners, so scrolling is never held up. Returns the remover.
 */
export function watchActivity(
  target: EventTarget,
  onActivity: () => void,
  { throttleMs = ACTIVITY_THROTTLE_MS, now = Date.now } = {},
): () => void {
  let last = -Infinity;
  const listener = () => {
    const at = now();
    if (at - last < throttleMs) return;
    last = at;
    onActivity();
  };
  for (const type of ACTIVITY_EVENTS) target.addEventListener(type, listener, { passive: true });
  return () => {
    for (const type of ACTIVITY_EVENTS) target.removeEventListener(type, listener);
  };
}
