import react from '@vitejs/plugin-react';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('.', import.meta.url)) },
  },
  test: {
    globals: true,
    globalSetup: ['./tests/utils/vitest-temp-dir.ts'],
    setupFiles: ['./tests/utils/vitest-setup.ts'],
    exclude: ['node_modules/**', '.next/**', '.next-staging/**', 'tests/e2e/**'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // A form test types as a person does, key by key: on 2 busy cores that can pass 5 s.
    testTimeout: 15_000,
    // A gateway test's set-up migrates and seeds a database (on PostgreSQL, a template database
    // first): on 2 busy cores that can pass Vitest's default 10 s.
    hookTimeout: 30_000,
    // Vitest leaves a core to its own process, which only waits on the workers: on 2 cores
    // that halves the suite's speed.
    maxWorkers: availableParallelism(),
    // Worker threads start and hand over results faster than child processes: on this machine
    // the whole suite took 395 s in threads against 442 s in processes (the Node tests alone
    // 176 s against 196 s).
    pool: 'threads',
    // A component's test (.tsx) renders into jsdom; any other runs in Node, which starts far
    // faster, unless its file asks for `// @vitest-environment jsdom`.
    projects: [
      { extends: true, test: { name: 'dom', include: ['**/*.test.tsx'], environment: 'jsdom' } },
      { extends: true, test: { name: 'node', include: ['**/*.test.ts'], environment: 'node' } },
    ],
  },
});
