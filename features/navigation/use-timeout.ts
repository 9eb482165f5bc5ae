import { useCallback, useEffect, useRef } from 'react';

/** One pending timeout at a time: scheduling replaces the last one; unmounting cancels it. */
export function useTimeout() {
  const timer = useRef<number | undefined>(undefined);
  const cancel = useCallback(() => window.clearTimeout(timer.current), []);
  const schedule = useCallback(
    (callback: () => void, delayMs: number) => {
      cancel();
      timer.current = window.setTimeout(callback, delayMs);
    },
    [cancel],
  );
  useEffect(() => cancel, [cancel]);
  return { schedule, cancel };
}
