import { startTransition, useEffect, useState } from 'react';
import { useHydrated } from './use-hydrated';

/**
 * Like `useHydrated`: false in the server's HTML and during hydration, true once the page runs
 * in the browser. After hydration it turns true in a transition, so what it reveals (a whole
 * form, rendered only in the browser) renders in slices that leave the main thread free, not in
 * one long task. A component mounted by a client-side page change sees true at once.
 */
export function useRevealedAfterHydration(): boolean {
  const [revealed, setRevealed] = useState(useHydrated());
  useEffect(() => {
    if (!revealed) startTransition(() => setRevealed(true));
  }, [revealed]);
  return revealed;
}
