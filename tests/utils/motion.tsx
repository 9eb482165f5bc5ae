import { domAnimation, LazyMotion } from 'framer-motion';
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { markMotionReady } from '@/lib/motion/use-animates';

/**
 * Motion as a visitor's browser has it once the features have arrived, with or without their
 * wish for reduced motion. Call it before rendering, and render inside `MotionFeatures`.
 */
export function motionArrived({ reducedMotion }: { reducedMotion: boolean }) {
  vi.stubGlobal('matchMedia', (query: string): Partial<MediaQueryList> => ({
    media: query,
    matches: reducedMotion,
    addEventListener: () => {},
    removeEventListener: () => {},
  }));
  markMotionReady();
}

/** framer-motion's animation features, loaded at once (the site loads them once idle). */
export function MotionFeatures({ children }: { children: ReactNode }) {
  return <LazyMotion features={domAnimation}>{children}</LazyMotion>;
}
