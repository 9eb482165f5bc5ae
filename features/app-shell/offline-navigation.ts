import type { NextRouter } from 'next/router';
import { useEffect, useState } from 'react';

/** An internal page link the router would load, followed by a plain left click. */
function internalNavigation(event: MouseEvent): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return false;
  const samePage =
    url.pathname === window.location.pathname && url.search === window.location.search;
  return !(samePage && url.hash);
}

/**
 * While the browser is offline, a page change cannot load its code or data: instead of the
 * browser's own error page (the router falls back to a full load), show the network error
 * screen in the layout. It goes away with the next page change that succeeds.
 */
export function useOfflineNavigationError(router: NextRouter): boolean {
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (navigator.onLine || !internalNavigation(event)) return;
      // Capture phase on window: runs before the link's own handler, which never sees it.
      event.preventDefault();
      event.stopPropagation();
      setFailed(true);
    };
    const onRouteError = (error: { cancelled?: boolean }) => {
      if (!navigator.onLine && !error.cancelled) setFailed(true);
    };
    const onRouteDone = () => setFailed(false);

    window.addEventListener('click', onClick, true);
    router.beforePopState(() => {
      if (navigator.onLine) return true;
      setFailed(true);
      return false;
    });
    router.events.on('routeChangeError', onRouteError);
    router.events.on('routeChangeComplete', onRouteDone);
    return () => {
      window.removeEventListener('click', onClick, true);
      router.beforePopState(() => true);
      router.events.off('routeChangeError', onRouteError);
      router.events.off('routeChangeComplete', onRouteDone);
    };
  }, [router]);

  return failed;
}
