import { markMotionReady } from './use-animates';

/** Resolves once the browser is idle: the page has hydrated and handled its first input. */
function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    // Safari has no requestIdleCallback: the next task comes after hydration there too.
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve());
    else window.setTimeout(resolve, 1);
  });
}

/**
 * LazyMotion's `features`: the animation code downloads after the page is interactive, apart
 * from every page's first load, which carries only `m` and LazyMotion.
 */
export function loadMotionFeatures() {
  return whenIdle()
    .then(() => import('./dom-animation'))
    .then((module) => {
      markMotionReady();
      return module.default;
    });
}
