import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename } from 'node:path';
import setUpTempDir from './vitest-temp-dir';

it('gives the run a temporary folder of its own, where tests make their scratch files', () => {
  expect(basename(tmpdir())).toMatch(/^vitest-/);
});

it('removes that folder, with whatever is in it, when the run ends', () => {
  const original = process.env.TMPDIR;
  try {
    const tearDown = setUpTempDir();
    const root = tmpdir();
    expect(existsSync(root)).toBe(true);
    tearDown();
    expect(existsSync(root)).toBe(false);
  } finally {
    process.env.TMPDIR = original;
  }
});
