import mitt from 'next/dist/shared/lib/mitt';
import type { NextRouter } from 'next/router';
import { vi } from 'vitest';

/** A Pages Router for component tests: `push` and friends are spies; override anything. */
export function makeRouter(overrides: Partial<NextRouter> = {}): NextRouter {
  return {
    route: '/[[...slug]]',
    pathname: '/[[...slug]]',
    query: {},
    asPath: '/',
    basePath: '',
    isLocaleDomain: false,
    isReady: true,
    isFallback: false,
    isPreview: false,
    push: vi.fn(() => Promise.resolve(true)),
    replace: vi.fn(() => Promise.resolve(true)),
    reload: vi.fn(),
    back: vi.fn(),
    forward: vi.fn(),
    prefetch: vi.fn(() => Promise.resolve()),
    beforePopState: vi.fn(),
    events: mitt(),
    ...overrides,
  };
}
