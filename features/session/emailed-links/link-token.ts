import { useSyncExternalStore } from 'react';

function onHashChange(changed: () => void) {
  window.addEventListener('hashchange', changed);
  return () => window.removeEventListener('hashchange', changed);
}

const tokenInAddress = () =>
  new URLSearchParams(window.location.hash.slice(1)).get('token') || null;

/**
 * The token an emailed link (a password reset, a new email) carries in its fragment
 * (`#token=…`), which browsers send to no server: undefined in the page's HTML and while it
 * hydrates, null when the link has none.
 */
export function useLinkToken(): string | null | undefined {
  return useSyncExternalStore(onHashChange, tokenInAddress, () => undefined);
}
