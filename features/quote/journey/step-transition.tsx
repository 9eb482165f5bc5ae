import { m, type Variants } from 'framer-motion';
import type { ReactNode } from 'react';
import { MotionProvider } from '@/lib/motion/motion-provider';
import { usePresenceMotion } from '@/lib/motion/presence';

/** How a step opens: it slides 24 px in from the right as it fades in, over a quarter second. */
export const STEP_ENTRANCE: Variants = {
  hidden: { opacity: 0, x: 24 },
  shown: { opacity: 1, x: 0, transition: { duration: 0.25, ease: 'easeOut' } },
};

/**
 * Each step slides gently into place as it opens (steps open in the browser, never in the
 * server's HTML); under `prefers-reduced-motion`, or before the motion code has arrived, it
 * simply appears. Transform and opacity only: nothing around it moves.
 */
export function StepTransition({ children }: { children: ReactNode }) {
  return (
    <MotionProvider>
      <SlidingStep>{children}</SlidingStep>
    </MotionProvider>
  );
}

function SlidingStep({ children }: { children: ReactNode }) {
  return (
    <m.div data-testid="step-transition" variants={STEP_ENTRANCE} {...usePresenceMotion()}>
      {children}
    </m.div>
  );
}
