/** Pages the worker is never registered from: the editor's own tool. */
const UNREGISTERED_PATHS = /^\/editor(\/|$)/;

type IdleScheduler = (run: () => void) => void;

const whenIdle: IdleScheduler = (run) =>
  typeof requestIdleCallback === 'function' ? requestIdleCallback(run) : setTimeout(run, 1);

/**
 * Registers the service worker once the page has nothing else to do, never on the editor's
 * pages. Its URL is fixed into production builds only (with-service-worker.ts): `next dev` has
 * none. A browser without service workers, or one refusing it, goes on without: the site works
 * the same online.
 */
export function registerServiceWorker({
  url = process.env.NEXT_PUBLIC_SERVICE_WORKER_URL,
  idle = whenIdle,
}: { url?: string; idle?: IdleScheduler } = {}): void {
  if (!url || UNREGISTERED_PATHS.test(window.location.pathname)) return;
  if (!('serviceWorker' in navigator)) return;
  idle(() => {
    navigator.serviceWorker.register(url, { scope: '/' }).catch(() => undefined);
  });
}
