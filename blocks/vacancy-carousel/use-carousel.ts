import {
  useCallback,
  useRef,
  useState,
  useSyncExternalStore,
  type PointerEvent,
  type RefObject,
} from 'react';

/** The first visible slide after moving by `step` from `first`, wrapping at either end. */
export function nextFirstSlide(first: number, step: number, count: number, perView: number) {
  const last = Math.max(count - perView, 0);
  if (step > 0) return first >= last ? 0 : Math.min(first + step, last);
  return first <= 0 ? last : Math.max(first + step, 0);
}

/** How many slides fit side by side: CSS decides (`--per-view`), script follows. */
function readPerView(viewport: HTMLElement | null): number {
  if (!viewport) return 1;
  const value = Number.parseInt(getComputedStyle(viewport).getPropertyValue('--per-view'), 10);
  return Number.isFinite(value) && value > 0 ? value : 1;
}

const onResize = (notify: () => void) => {
  window.addEventListener('resize', notify);
  return () => window.removeEventListener('resize', notify);
};
const never = () => () => {};

export function useCarousel(count: number, viewport: RefObject<HTMLElement | null>) {
  const [index, setIndex] = useState(0);
  const perView = useSyncExternalStore(
    onResize,
    () => readPerView(viewport.current),
    () => 1,
  );
  // Until script runs every slide stays usable; afterwards slides out of view are made inert.
  const ready = useSyncExternalStore(
    never,
    () => true,
    () => false,
  );

  const first = Math.min(index, Math.max(count - perView, 0));
  const move = useCallback(
    (step: number) => {
      const to = nextFirstSlide(first, step, count, perView);
      setIndex(to);
      return to;
    },
    [first, count, perView],
  );
  const goTo = useCallback(
    (to: number) => {
      const clamped = Math.min(Math.max(to, 0), Math.max(count - perView, 0));
      setIndex(clamped);
      return clamped;
    },
    [count, perView],
  );

  return {
    first,
    perView,
    move,
    goTo,
    isVisible: (slide: number) => !ready || (slide >= first && slide < first + perView),
  };
}

const SWIPE_DISTANCE_PX = 40;

/** Touch and pen swipes left and right (mouse users have the buttons). */
export function useSwipe(onSwipe: (step: 1 | -1) => void) {
  const start = useRef<{ x: number; y: number } | null>(null);
  return {
    onPointerDown(event: PointerEvent) {
      start.current = event.pointerType === 'mouse' ? null : { x: event.clientX, y: event.clientY };
    },
    onPointerUp(event: PointerEvent) {
      const from = start.current;
      start.current = null;
      if (!from) return;
      const dx = event.clientX - from.x;
      const dy = event.clientY - from.y;
      if (Math.abs(dx) >= SWIPE_DISTANCE_PX && Math.abs(dx) > Math.abs(dy))
        onSwipe(dx < 0 ? 1 : -1);
    },
    onPointerCancel() {
      start.current = null;
    },
  };
}
