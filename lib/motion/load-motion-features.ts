import type { FeatureBundle } from 'framer-motion';
import { markMotionReady } from './use-animates';

/** Resolves once the browser is idle: the page has hydrated and handled its first input. */
export function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    // Safari has no requestIdleCallback: the next task comes after hydration there too.
    if (typeof window.requestIdleCallback === 'function')
      window.requestIdleCallback(() => resolve());
    else window.setTimeout(resolve, 1);
  });
}

let features: Promise<FeatureBundle> | undefined;

/**
 * LazyMotion's `features`: the animation code downloads once, after the page is interactive,
 * in a chunk of its own, however many providers ask for it.
 */
export function loadMotionFeatures(): Promise<FeatureBundle> {
  return (features ??= whenIdle()
    .then(() => import('./dom-animation'))
    .then((module) => {
      markMotionReady();
      return module.default;
    }));
}
