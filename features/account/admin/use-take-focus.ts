import { useEffect, useRef } from 'react';

/**
 * Moves focus to the element once `take` turns true: what replaced the part of the screen a
 * link or Back changed, so keyboard and screen reader users carry on from there.
 */
export function useTakeFocus<T extends HTMLElement>(take: boolean) {
  const element = useRef<T>(null);
  useEffect(() => {
    if (take) element.current?.focus();
  }, [take]);
  return element;
}
