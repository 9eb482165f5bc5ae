import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, vi } from 'vitest';

// Testing Library advances fake timers between async steps only through a global `jest`; without
// it, user-event under vi.useFakeTimers() waits forever. This hands it Vitest's clock.
Object.assign(globalThis, {
  jest: { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) },
});

afterEach(() => {
  cleanup();
});

// findBy… and waitFor wait as a person would on 2 busy cores, not Testing Library's 1 s: a
// placeholder alone stays 200 ms (SPEC §9), and a screen's code may load on a loaded worker.
configure({ asyncUtilTimeout: 5_000 });

// jsdom lays nothing out, so nothing ever resizes: a chart keeps the width it starts with.
globalThis.ResizeObserver ??= class {
  observe() {}
  unobserve() {}
  disconnect() {}
};
