import { ESLint } from 'eslint';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { createConfig } from '../../eslint.config.mjs';

/** A scratch project laid out like ours, so the resolver sees real files. */
const files: Record<string, string> = {
  'tsconfig.json': JSON.stringify({
    compilerOptions: { baseUrl: '.', paths: { '@/*': ['./*'] }, jsx: 'react-jsx' },
  }),
  'pages/index.tsx': 'export default function Home() {\n  return null;\n}\n',
  'features/session/index.ts': "export { useSession } from './use-session';\n",
  'features/session/use-session.ts': 'export const useSession = () => null;\n',
  'features/session/server.ts': "export { loadSession } from './load-session';\n",
  'features/session/load-session.ts': 'export const loadSession = async () => null;\n',
  'features/session/login/login-screen.tsx': 'export const LoginScreen = () => null;\n',
  'features/quote/from-index.ts': "export { useSession } from '@/features/session';\n",
  'features/quote/from-server.ts': "export { loadSession } from '@/features/session/server';\n",
  'pages/from-internals.tsx': "export { useSession } from '@/features/session/use-session';\n",
  'pages/from-entry-points.tsx':
    "export { useSession } from '@/features/session';\n" +
    "export { loadSession } from '@/features/session/server';\n" +
    "export { LoginScreen } from '@/features/session/login/login-screen';\n",
  'blocks/hero/from-server.ts': "export { loadSession } from '@/features/session/server';\n",
  'features/quote/from-internals.ts': "export { useSession } from '../session/use-session';\n",
  'features/quote/from-lib.ts': "export { format } from '@/lib/format';\n",
  'lib/format.ts': 'export const format = (n: number) => String(n);\n',
  'lib/format.test.ts': "export { makeThing } from '@/tests/utils/make-thing';\n",
  'lib/uses-test-utils.ts': "export { makeThing } from '@/tests/utils/make-thing';\n",
  'tests/utils/make-thing.ts': 'export const makeThing = () => 1;\n',
  'lib/from-feature.ts': "export { useSession } from '@/features/session';\n",
  'lib/from-feature-relative.ts': "export { useSession } from '../features/session/index';\n",
  'lib/config.ts': 'export const secret = 1;\n',
  'lib/ui/button.ts': 'export const Button = 1;\n',
  'lib/gateway/contract/login.ts': 'export const login = 1;\n',
  'lib/cycle-a.ts': "import { b } from './cycle-b';\nexport const a = () => b;\n",
  'lib/cycle-b.ts': "import { a } from './cycle-a';\nexport const b = () => a;\n",
  'lib/BadName.ts': 'export const bad = 1;\n',
  'lib/format-date.ts': 'export const formatLongDate = (at: string) => at;\n',
  'gateway/app.ts':
    "export { login } from '@/lib/gateway/contract/login';\nexport { secret } from '@/lib/config';\n" +
    "export { formatLongDate } from '@/lib/format-date';\n",
  'gateway/ui.ts': "export { Button } from '@/lib/ui/button';\n",
  'blocks/hero/hero.ts': "export { secret } from '@/lib/config';\n",
  'lib/forms/classic.ts': "import { z } from 'zod';\nexport const name = z.string();\n",
  'lib/forms/mini.ts':
    "import type { z } from 'zod';\nimport * as zm from 'zod/mini';\nexport const name: z.ZodMiniString = zm.string();\n",
};

let root: string;
let eslint: ESLint;

beforeAll(() => {
  root = mkdtempSync(join(tmpdir(), 'layering-'));
  for (const [path, source] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), source);
  }
  eslint = new ESLint({
    cwd: root,
    overrideConfigFile: true,
    // The scratch tree has no node_modules from which to detect React.
    overrideConfig: [...createConfig(root), { settings: { react: { version: '19.2' } } }],
  });
});

async function ruleIdsFor(path: string): Promise<string[]> {
  const [result] = await eslint.lintFiles([join(root, path)]);
  return (result?.messages ?? []).map((message) => message.ruleId ?? message.message);
}

describe('lint: the import layering of docs/architecture.md', () => {
  it.each([
    ['lib/ imports features/ (alias)', 'lib/from-feature.ts', 'import/no-restricted-paths'],
    [
      'lib/ imports features/ (relative)',
      'lib/from-feature-relative.ts',
      'import/no-restricted-paths',
    ],
    [
      "a feature reaches into another's internals",
      'features/quote/from-internals.ts',
      'import/no-restricted-paths',
    ],
    [
      "a page reaches into a feature's internals",
      'pages/from-internals.tsx',
      'import/no-restricted-paths',
    ],
    [
      "a feature uses another feature's server.ts",
      'features/quote/from-server.ts',
      'import/no-restricted-paths',
    ],
    [
      "a block uses a feature's server.ts",
      'blocks/hero/from-server.ts',
      'import/no-restricted-paths',
    ],
    ['gateway/ imports lib/ui', 'gateway/ui.ts', 'import/no-restricted-paths'],
    ['a block imports the server config', 'blocks/hero/hero.ts', 'import/no-restricted-paths'],
    ['product code imports test utilities', 'lib/uses-test-utils.ts', 'import/no-restricted-paths'],
    ['two modules import each other', 'lib/cycle-a.ts', 'import/no-cycle'],
    ['a file name is not kebab-case', 'lib/BadName.ts', 'check-file/filename-naming-convention'],
    [
      'the form kit imports classic zod',
      'lib/forms/classic.ts',
      '@typescript-eslint/no-restricted-imports',
    ],
  ])('fails when %s', async (_case, path, ruleId) => {
    expect(await ruleIdsFor(path)).toContain(ruleId);
  });

  it.each([
    ["a feature uses another feature's index.ts", 'features/quote/from-index.ts'],
    ['a feature uses lib/', 'features/quote/from-lib.ts'],
    [
      "a page uses a feature's index.ts, server.ts and a declared entry point",
      'pages/from-entry-points.tsx',
    ],
    ['a test beside lib/ code uses tests/utils', 'lib/format.test.ts'],
    ['gateway/ uses the contract, lib/config.ts and the formatters', 'gateway/app.ts'],
    ["the form kit uses zod/mini and classic zod's types", 'lib/forms/mini.ts'],
  ])('passes when %s', async (_case, path) => {
    expect(await ruleIdsFor(path)).toEqual([]);
  });
});
