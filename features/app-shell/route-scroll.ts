import type { NextRouter } from 'next/router';
import { useEffect, useLayoutEffect, useRef } from 'react';

/**
 * Next scrolls to the top on every page change, honours #anchors, and (with
 * experimental.scrollRestoration) puts back the saved position on back and forward. A page that
 * opts out (`keepScrollPosition`) keeps the position it was reached from instead.
 */
export function useKeepScrollPosition(router: NextRouter, keep: boolean) {
  const keepRef = useRef(keep);
  // Before the router reports the page change complete, the new page's choice is in place.
  useLayoutEffect(() => {
    keepRef.current = keep;
  }, [keep]);

  useEffect(() => {
    let saved = 0;
    let historyMove = false;
    const onPopState = () => (historyMove = true);
    const onStart = () => (saved = window.scrollY);
    const onComplete = (url: string) => {
      const restore = keepRef.current && !historyMove && !url.includes('#');
      historyMove = false;
      if (restore) window.scrollTo(0, saved);
    };
    window.addEventListener('popstate', onPopState);
    router.events.on('routeChangeStart', onStart);
    router.events.on('routeChangeComplete', onComplete);
    return () => {
      window.removeEventListener('popstate', onPopState);
      router.events.off('routeChangeStart', onStart);
      router.events.off('routeChangeComplete', onComplete);
    };
  }, [router]);
}
