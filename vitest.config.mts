import react from '@vitejs/plugin-react';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  plugins: [react()],
  resolve: {
    alias: { '@': fileURLToPath(new URL('.', import.meta.url)) },
  },
  test: {
    globals: true,
    environment: 'jsdom',
    setupFiles: ['./tests/utils/vitest-setup.ts'],
    include: ['**/*.test.{ts,tsx}'],
    exclude: ['node_modules/**', '.next/**', '.next-staging/**', 'tests/e2e/**'],
    css: { modules: { classNameStrategy: 'non-scoped' } },
    // A form test types as a person does, key by key: on 2 busy cores that can pass 5 s.
    testTimeout: 15_000,
  },
});
