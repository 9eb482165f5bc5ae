import { useEffect, useState } from 'react';

/**
 * The time now (epoch ms), read again whenever `delayFrom(now)` ms have passed, so a component
 * changes exactly when what it shows does; never again once `delayFrom` gives null. Keep
 * `delayFrom` stable (useCallback): a new one starts the wait again.
 */
export function useClock(delayFrom: (now: number) => number | null): number {
  const [now, setNow] = useState(Date.now);
  useEffect(() => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const schedule = (from: number) => {
      const delay = delayFrom(from);
      if (delay === null) return;
      timer = setTimeout(() => {
        const at = Date.now();
        setNow(at);
        schedule(at);
      }, delay);
    };
    schedule(Date.now());
    return () => clearTimeout(timer);
  }, [delayFrom]);
  return now;
}
