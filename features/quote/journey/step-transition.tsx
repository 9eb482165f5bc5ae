import { LazyMotion, m } from 'framer-motion';
import { useSyncExternalStore, type ReactNode } from 'react';

const REDUCED_MOTION = '(prefers-reduced-motion: reduce)';

/** Where the browser cannot tell (no matchMedia), steps move. */
const reducedMotionQuery = (): MediaQueryList | null => window.matchMedia?.(REDUCED_MOTION) ?? null;

function subscribe(onChange: () => void) {
  const query = reducedMotionQuery();
  query?.addEventListener('change', onChange);
  return () => query?.removeEventListener('change', onChange);
}

/** The visitor's motion preference, followed as it changes (reduced while server rendering). */
function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => reducedMotionQuery()?.matches ?? false,
    () => true,
  );
}

const loadFeatures = () => import('./motion-features').then((module) => module.default);

/**
 * Each step slides gently into place as it opens; under `prefers-reduced-motion` it simply
 * appears. A transform and opacity only: nothing around it moves.
 */
export function StepTransition({ children }: { children: ReactNode }) {
  const reduceMotion = usePrefersReducedMotion();
  return (
    <LazyMotion features={loadFeatures} strict>
      <m.div
        data-testid="step-transition"
        initial={reduceMotion ? false : { opacity: 0, x: 24 }}
        animate={{ opacity: 1, x: 0 }}
        transition={{ duration: 0.25, ease: 'easeOut' }}
      >
        {children}
      </m.div>
    </LazyMotion>
  );
}
