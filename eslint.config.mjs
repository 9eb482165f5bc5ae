import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTypescript from 'eslint-config-next/typescript';
import prettier from 'eslint-config-prettier/flat';
import checkFile from 'eslint-plugin-check-file';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { layeringRules } from './eslint-layering.mjs';

// The resolver eslint-config-next registers, found where it installed it.
const typescriptResolver = createRequire(import.meta.resolve('eslint-config-next')).resolve(
  'eslint-import-resolver-typescript',
);

/** Every link to a page of the site goes through lib/ui/link.tsx, which says why. */
const nextLinkOutsideLib = {
  name: 'next/link',
  message: 'Use Link from @/lib/ui/link: it fetches a page when pointed at, not when in view.',
};

/** @param {string} root the project folder the layering zones are relative to */
export function createConfig(root) {
  return defineConfig([
    ...nextVitals,
    ...nextTypescript,
    prettier,
    globalIgnores([
      '.next/**',
      '.next-staging/**',
      '.data/**',
      'node_modules/**',
      'next-env.d.ts',
      'test-results/**',
      'playwright-report/**',
    ]),
    {
      files: ['**/*.{js,mjs,ts,tsx,mts}'],
      plugins: { 'check-file': checkFile },
      settings: {
        // Resolve `@/` through this root's tsconfig, wherever ESLint was started from.
        'import/resolver': {
          [typescriptResolver]: { alwaysTryTypes: true, project: join(root, 'tsconfig.json') },
        },
      },
      rules: {
        ...layeringRules(root),
        '@typescript-eslint/no-explicit-any': 'error',
        '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_' }],
        '@typescript-eslint/consistent-type-imports': [
          'error',
          { fixStyle: 'inline-type-imports' },
        ],
        'no-console': ['error', { allow: ['warn', 'error', 'info'] }],
        '@typescript-eslint/no-restricted-imports': ['error', { paths: [nextLinkOutsideLib] }],
        'check-file/filename-naming-convention': [
          'error',
          { '**/*.{js,mjs,ts,tsx,mts}': 'KEBAB_CASE' },
          { ignoreMiddleExtensions: true },
        ],
        'check-file/folder-naming-convention': [
          'error',
          { '{blocks,features,lib,gateway,styles,tests}/**/': 'KEBAB_CASE' },
        ],
      },
    },
    {
      // Migrations are named for the order they run in: `0005-security-events.ts`.
      files: ['gateway/db/migrations/*.ts'],
      rules: {
        'check-file/filename-naming-convention': [
          'error',
          { '**/*.ts': '+([0-9])-+([a-z])*([a-z0-9])*(-+([a-z0-9]))' },
        ],
      },
    },
    {
      files: ['**/*.test.{ts,tsx}'],
      rules: {
        ...layeringRules(root, { testFiles: true }),
        // Tests render plain anchors on purpose (e.g. to check how clicks on them are handled).
        '@next/next/no-html-link-for-pages': 'off',
      },
    },
    {
      // Nothing imports a test or a spec, so no cycle can run through one; walking their imports
      // again for each of them was most of lint's time.
      files: ['**/*.test.{ts,tsx}', 'tests/e2e/**/*.spec.ts'],
      rules: { 'import/no-cycle': 'off' },
    },
    {
      // Marketing pages load the form kit and the UI primitives with zod/mini only: classic zod
      // (its types excepted) would add its whole weight to every page with a form.
      files: ['lib/forms/**', 'lib/ui/**'],
      ignores: ['**/*.test.{ts,tsx}'],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            paths: [
              nextLinkOutsideLib,
              {
                name: 'zod',
                allowTypeImports: true,
                message: 'The form kit and lib/ui load on marketing pages: use zod/mini.',
              },
            ],
          },
        ],
      },
    },
    {
      files: ['lib/ui/link.tsx'],
      rules: { '@typescript-eslint/no-restricted-imports': 'off' },
    },
    {
      // Next.js decides these names; they are routes, not modules.
      files: ['pages/**'],
      rules: {
        'check-file/filename-naming-convention': 'off',
        'check-file/folder-naming-convention': 'off',
      },
    },
  ]);
}

export default createConfig(import.meta.dirname);
