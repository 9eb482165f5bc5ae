import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Testing Library advances fake timers between async steps only through a global `jest`; without
// it, user-event under vi.useFakeTimers() waits forever. This hands it Vitest's clock.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});

afterEach(() => {
  cleanup();
});

// jsdom lays nothing out, so nothing ever resizes: a chart keeps the width it starts with.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
