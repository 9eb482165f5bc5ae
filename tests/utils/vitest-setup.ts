// Testing Library, its matchers and React's DOM are for tests that render: a test in Node
// (most of the gateway's) starts without loading them.
if (typeof document !== 'undefined') await import('./vitest-dom-setup');

export {};
