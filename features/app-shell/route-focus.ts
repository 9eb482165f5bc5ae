import type { NextRouter } from 'next/router';
import { useEffect, useRef } from 'react';
import { MAIN_CONTENT_ID } from '@/lib/ui/skip-link';

const pathOf = (url: string) => url.split(/[?#]/, 1)[0];

/**
 * Where focus goes once another page has opened in the tab: to its heading (else its main).
 * A page load starts at the top; without this, a page opened by a link or a step's button would
 * leave focus on what it replaced (lost to the body) or on a menu link that has closed, and a
 * screen reader would not know where it was. A change of query or #anchor alone keeps focus.
 */
function focusNewPage(): void {
  const main = document.getElementById(MAIN_CONTENT_ID);
  const heading = main?.querySelector('h1');
  if (heading && !heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
  (heading ?? main)?.focus({ preventScroll: true });
}

export function useFocusNewPage(router: NextRouter) {
  // The page the tab shows: the router's own path has already moved on when its events fire.
  const shownPath = useRef(pathOf(router.asPath));
  const { events } = router;
  useEffect(() => {
    const onComplete = (url: string) => {
      const next = pathOf(url);
      if (next === shownPath.current) return;
      shownPath.current = next;
      focusNewPage();
    };
    events.on('routeChangeComplete', onComplete);
    return () => events.off('routeChangeComplete', onComplete);
  }, [events]);
}
