import { act } from '@testing-library/react';
import { MINIMUM_DISPLAY_MS } from '@/lib/ui/use-minimum-display';

/**
 * Waits (on real timers) until a loading placeholder shown now may go: SPEC §9 keeps it on
 * screen that long however soon what it stands for arrives.
 */
export const minimumDisplayPassed = () =>
  act(() => new Promise<void>((resolve) => setTimeout(resolve, MINIMUM_DISPLAY_MS)));
