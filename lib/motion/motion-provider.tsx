import { LazyMotion, MotionConfig } from 'framer-motion';
import type { ReactNode } from 'react';
import { loadMotionFeatures } from './load-motion-features';

/**
 * framer-motion's LazyMotion for the parts that move (a quote step, a modal; the menus and the
 * cookie banner in chunks of their own, `motionPart()`), mounted by them rather than by `_app`:
 * LazyMotion and `m` share framer-motion's VisualElement module with the animation features,
 * so either one on every page costs every page's first load 11–18 KiB (docs/performance.md). `m` components animate once the features have loaded (after the page
 * is interactive), and never move for a visitor who asks for reduced motion
 * (`reducedMotion="user"`, the media query globals.css honours too).
 */
export function MotionProvider({ children }: { children: ReactNode }) {
  return (
    <LazyMotion features={loadMotionFeatures}>
      <MotionConfig reducedMotion="user">{children}</MotionConfig>
    </LazyMotion>
  );
}
