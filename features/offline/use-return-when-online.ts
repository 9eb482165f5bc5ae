import { useEffect } from 'react';
import { pageAskedFor } from './return-path';

const loadAgain = () => window.location.reload();

/**
 * Once the browser is back online, loads the page the customer asked for again: the offline
 * page stands at its address, so loading it again is going back to it, never anywhere else.
 */
export function useReturnWhenOnline(reload: () => void = loadAgain): void {
  useEffect(() => {
    const onOnline = () => {
      if (pageAskedFor(window.location) !== null) reload();
    };
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [reload]);
}
