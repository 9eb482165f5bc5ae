import type { NextRouter } from 'next/router';
import { useEffect, useRef, useState } from 'react';

/** The page an internal link leads to, if a plain left click on it is a page change. */
function internalNavigation(event: MouseEvent): URL | null {
  if (event.defaultPrevented || event.button !== 0) return null;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return null;
  const anchor = event.target instanceof Element ? event.target.closest('a[href]') : null;
  if (!(anchor instanceof HTMLAnchorElement) || anchor.hasAttribute('download')) return null;
  if (anchor.target && anchor.target !== '_self') return null;
  const url = new URL(anchor.href);
  if (url.origin !== window.location.origin) return null;
  const samePage =
    url.pathname === window.location.pathname && url.search === window.location.search;
  return samePage && url.hash ? null : url;
}

const assignLocation = (url: string) => window.location.assign(url);

function stop(event: Event) {
  // Capture phase on window: runs before the link's own handler, which never sees it.
  event.preventDefault();
  event.stopPropagation();
}

/**
 * While the browser is offline, a page change cannot load its code or data: instead of the
 * browser's own error page (the router falls back to a full load), show the network error
 * screen in the layout. It goes away with the next page change that succeeds.
 *
 * Once the browser has been offline, page changes are full loads: prefetches cut off by the
 * lost connection leave failures in Next's router caches (a page's scripts, kept for the life
 * of the page) that stop its next client-side page change from ever completing.
 */
export function useOfflineNavigationError(
  router: NextRouter,
  loadInFull: (url: string) => void = assignLocation,
): boolean {
  const [failed, setFailed] = useState(false);
  const wasOffline = useRef(false);

  useEffect(() => {
    // Also records it: the 'offline' event does not fire if the page started offline.
    const offline = () => {
      wasOffline.current ||= !navigator.onLine;
      return !navigator.onLine;
    };
    const onOffline = () => {
      wasOffline.current = true;
    };
    const onClick = (event: MouseEvent) => {
      const destination = internalNavigation(event);
      if (!destination) return;
      if (offline()) {
        stop(event);
        setFailed(true);
      } else if (wasOffline.current) {
        stop(event);
        loadInFull(destination.href);
      }
    };
    const onRouteError = (error: { cancelled?: boolean }) => {
      if (offline() && !error.cancelled) setFailed(true);
    };
    const onRouteDone = () => setFailed(false);

    window.addEventListener('offline', onOffline);
    window.addEventListener('click', onClick, true);
    router.beforePopState(() => {
      if (offline()) {
        setFailed(true);
        return false;
      }
      if (!wasOffline.current) return true;
      // The address bar already shows the page back or forward leads to.
      loadInFull(window.location.href);
      return false;
    });
    router.events.on('routeChangeError', onRouteError);
    router.events.on('routeChangeComplete', onRouteDone);
    return () => {
      window.removeEventListener('offline', onOffline);
      window.removeEventListener('click', onClick, true);
      router.beforePopState(() => true);
      router.events.off('routeChangeError', onRouteError);
      router.events.off('routeChangeComplete', onRouteDone);
    };
  }, [router, loadInFull]);

  return failed;
}
