import { useSyncExternalStore } from 'react';

function subscribe(onChange: () => void) {
  window.addEventListener('popstate', onChange);
  return () => window.removeEventListener('popstate', onChange);
}

/**
 * A query parameter of the page's address: undefined while the page is rendered on the server
 * or hydrating (marketing pages are static, so the query is known only in the browser), then
 * its value, or null when absent.
 */
export function useQueryParameter(name: string): string | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => new URLSearchParams(window.location.search).get(name),
    () => undefined,
  );
}
