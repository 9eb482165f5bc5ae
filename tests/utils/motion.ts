import { vi } from 'vitest';
import { markMotionReady } from '@/lib/motion/use-animates';

/**
 * Motion as a visitor's browser has it once the features have arrived, with or without their
 * wish for reduced motion. Call it before rendering.
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
