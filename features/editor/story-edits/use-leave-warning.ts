import { useRouter } from 'next/router';
import { useEffect } from 'react';

export const LEAVE_WARNING = 'You have unsaved changes. Leave this page and lose them?';

/** Thrown to stop a Next route change: the router has no other way to cancel one. */
export class RouteChangeCancelled extends Error {
  /** What Next's router marks a cancelled route change with. */
  readonly cancelled = true;

  constructor(url: string) {
    super(`Stayed on the page with unsaved changes instead of opening ${url}`);
    this.name = 'RouteChangeCancelled';
  }
}

/**
 * While `unsaved`, asks before the page is left: the browser's own prompt on reload, close or a
 * typed address, and a confirmation before a link inside the site opens another page.
 */
export function useLeaveWarning(unsaved: boolean) {
  const router = useRouter();

  useEffect(() => {
    if (!unsaved) return;
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show their prompt only when returnValue is set.
      event.returnValue = '';
    };
    const onRouteChangeStart = (url: string) => {
      if (window.confirm(LEAVE_WARNING)) return;
      // Next emits no error for a throw here; listeners that saw the start (the progress bar)
      // need one to stop.
      router.events.emit('routeChangeError', new RouteChangeCancelled(url), url, {
        shallow: false,
      });
      throw new RouteChangeCancelled(url);
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    router.events.on('routeChangeStart', onRouteChangeStart);
    return () => {
      window.removeEventListener('beforeunload', onBeforeUnload);
      router.events.off('routeChangeStart', onRouteChangeStart);
    };
  }, [unsaved, router.events]);
}
