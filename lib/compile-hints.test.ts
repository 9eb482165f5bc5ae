// @vitest-environment node
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { webpack } from 'next/dist/compiled/webpack/webpack';
import { EAGER_COMPILE_HINT, withEagerCompileHints } from './compile-hints';

/** Builds `files` (the first the entry) with Next's own webpack: the emitted scripts' texts. */
async function build(files: Record<string, string>): Promise<string[]> {
  const dir = mkdtempSync(join(tmpdir(), 'compile-hints-'));
  for (const [name, text] of Object.entries(files)) writeFileSync(join(dir, name), text);
  const out = join(dir, 'out');
  const compiler = webpack(
    withEagerCompileHints({
      mode: 'production',
      context: dir,
      entry: `./${Object.keys(files)[0]}`,
      output: {
        path: out,
        filename: '[name].[contenthash].js',
        chunkFilename: '[id].[contenthash].js',
      },
      optimization: { minimize: false },
      plugins: [],
    }),
  );
  await new Promise<void>((resolve, reject) =>
    compiler.run((error: Error | null, stats?: { hasErrors(): boolean; toString(): string }) => {
      if (error) reject(error);
      else if (stats?.hasErrors()) reject(new Error(stats.toString()));
      else compiler.close(() => resolve());
    }),
  );
  return readdirSync(out).map((name) => readFileSync(join(out, name), 'utf8'));
}

describe('withEagerCompileHints', () => {
  it('opens every script of the build, the lazily loaded ones too, with the compile hint', async () => {
    const scripts = await build({
      'page.js': "import('./part.js').then((part) => part.show('on load'));",
      'part.js': 'export const show = (text) => console.log(text);',
    });
    expect(scripts).toHaveLength(2);
    for (const script of scripts) expect(script.startsWith(EAGER_COMPILE_HINT)).toBe(true);
    expect(scripts.join('\n')).toContain("show('on load')");
  });

  it('keeps the plugins the configuration had', () => {
    const earlier = { apply() {} };
    expect(withEagerCompileHints({ plugins: [earlier] }).plugins?.[0]).toBe(earlier);
  });
});
