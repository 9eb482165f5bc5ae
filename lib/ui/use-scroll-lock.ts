import { useEffect } from 'react';

let locks = 0;
let restore: (() => void) | undefined;

function lock() {
  locks += 1;
  if (locks > 1) return;
  const root = document.documentElement;
  const { overflow, paddingRight } = root.style;
  // Keep the page from shifting sideways when its scrollbar disappears.
  const scrollbarWidth = window.innerWidth - root.clientWidth;
  root.style.overflow = 'hidden';
  if (scrollbarWidth > 0) root.style.paddingRight = `${scrollbarWidth}px`;
  restore = () => {
    root.style.overflow = overflow;
    root.style.paddingRight = paddingRight;
  };
}

function unlock() {
  locks = Math.max(0, locks - 1);
  if (locks === 0) restore?.();
}

/** Stops the page behind an overlay from scrolling while `active`; nested locks are counted. */
export function useScrollLock(active: boolean) {
  useEffect(() => {
    if (!active) return;
    lock();
    return unlock;
  }, [active]);
}
