import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';
import { loadMotionFeatures } from './load-motion-features';

/**
 * Mounted once by `_app` around every page: `m` components animate once the features have
 * loaded (after the page is interactive), and never move for a visitor who asks for reduced
 * motion (framer-motion's `reducedMotion="user"`, the same media query as globals.css).
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadMotionFeatures}>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
