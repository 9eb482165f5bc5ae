import { useSyncExternalStore } from 'react';

const noSubscription = () => () => {};

/** False in the server's HTML and during hydration; true once the page runs in the browser. */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
