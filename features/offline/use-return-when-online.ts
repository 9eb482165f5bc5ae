import { useEffect } from 'react';
import { pageAskedFor } from './return-path';

/** How often the way back is looked for while the offline page is shown. */
const RETRY_MS = 2000;

const loadAgain = () => window.location.reload();

/** Whether the site answers: the browser's 'online' says only that a network is there. */
async function siteReached(path: string): Promise<boolean> {
  try {
    await fetch(path, { method: 'HEAD', cache: 'no-store' });
    return true;
  } catch {
    return false;
  }
}

/**
 * Once the browser is online and the site answers, loads the page the customer asked for again:
 * the offline page stands at its address, so loading it again is going back to it, never
 * anywhere else. Tried when the browser says it is back online, and every two seconds while the
 * page is shown (a signal can come back without the browser saying so).
 */
export function useReturnWhenOnline(reload: () => void = loadAgain): void {
  useEffect(() => {
    const path = pageAskedFor(window.location);
    if (path === null) return;
    let live = true;
    let trying = false;
    const tryToReturn = async () => {
      if (trying || !navigator.onLine) return;
      trying = true;
      const reached = await siteReached(path);
      trying = false;
      if (reached && live) reload();
    };
    const onOnline = () => void tryToReturn();
    window.addEventListener('online', onOnline);
    const timer = setInterval(onOnline, RETRY_MS);
    return () => {
      live = false;
      clearInterval(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [reload]);
}
