import { useEffect, useRef, useState } from 'react';
import { useHydrated } from '@/lib/use-hydrated';

/** SPEC §9: a loading placeholder, once shown, stays at least this long, so it never flashes. */
export const MINIMUM_DISPLAY_MS = 200;

/** How long the page has shown anything: a placeholder in the server's HTML, that long. */
function sinceFirstPaint(): number {
  const paint = performance.getEntriesByName('first-contentful-paint')[0];
  return paint ? performance.now() - paint.startTime : 0;
}

/**
 * Whether a loading placeholder shows: from the moment `loading` is true, while it is, and for
 * at least MINIMUM_DISPLAY_MS in all, however soon what it stands for arrives. There is no delay
 * before it shows: SPEC §9 sets only the minimum, and a placeholder keeps the place of what is
 * coming, so the page does not move when that comes.
 */
export function useMinimumDisplay(loading: boolean): boolean {
  const [phase, setPhase] = useState<'off' | 'minimum' | 'past-minimum'>(
    loading ? 'minimum' : 'off',
  );
  if (loading && phase === 'off') setPhase('minimum');
  if (!loading && phase === 'past-minimum') setPhase('off');

  // One hydrated from the server's HTML has been on screen since before its code ran.
  const hydrated = useHydrated();
  const fromServerHtml = useRef(!hydrated);
  useEffect(() => {
    if (phase !== 'minimum') return;
    const shown = fromServerHtml.current ? sinceFirstPaint() : 0;
    fromServerHtml.current = false;
    const timer = window.setTimeout(
      () => setPhase('past-minimum'),
      Math.max(0, MINIMUM_DISPLAY_MS - shown),
    );
    return () => window.clearTimeout(timer);
  }, [phase]);

  return loading || phase === 'minimum';
}
