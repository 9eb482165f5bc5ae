/**
 * What each page of the production build makes a browser download before it can run: the
 * JavaScript of `_app` and of the page (`.next/build-manifest.json`), raw and gzipped, in KiB.
 * Next 16 no longer prints these sizes. Run after `npm run build` (`npm run bench` does both).
 * A prerendered CMS page's HTML may load nothing more before it hydrates (next/dynamic parts
 * rendered on the server would add their chunks, which the manifest does not count).
 *
 * Sizes are deterministic, so `npm test` runs it too (`npm run test:budgets`, after its build),
 * failing when a page is over its budget.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { z } from 'zod';

const BUILD_DIR = '.next';
const manifest = z.object({ pages: z.record(z.string(), z.array(z.string())) });
const prerendered = z.object({
  routes: z.record(z.string(), z.object({ srcRoute: z.string().nullable().optional() })),
});

function sizesOf(files: ReadonlySet<string>) {
  let raw = 0;
  let gzipped = 0;
  for (const file of files) {
    const bytes = readFileSync(join(BUILD_DIR, file));
    raw += bytes.length;
    gzipped += gzipSync(bytes).length;
  }
  return { raw, gzipped };
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(0).padStart(4)} KiB`;

const JOURNEY_PAGE = /^\/energy\/quote/;
/** Issue 14: each step of the quote journey loads at most this much, gzipped. */
const JOURNEY_BUDGET_GZIPPED = 230 * 1024;
/** Issue 19: a CMS page at most 150 KiB gzipped. */
const CMS_PAGE = '/[[...slug]]';
const CMS_BUDGET_GZIPPED = 150 * 1024;

/**
 * Issue 19: login and account pages at most 175 KiB gzipped; the usage page too, whose chart
 * code loads after the page, with its figures.
 */
const ACCOUNT_PAGE = /^\/accounts(\/|$)/;
const ACCOUNT_BUDGET_GZIPPED = 175 * 1024;
/**
 * Code that only some pages may load first, by a string every copy of it carries (some chunk
 * of the build must hold it, else the check proves nothing). Issue 19: no chart, editor or form
 * library on a page that does not use it first.
 * - visx names the SVG it draws (`visx-bar`…): no page loads the usage chart first;
 * - react-hook-form's control keeps `_removeUnmounted`: only pages that open on a form;
 * - tiptap's rich text (ProseMirror names the box it edits): the editor's fields load it later;
 * - dnd-kit, the editor's drag and drop, names its screen-reader instructions `DndDescribedBy`;
 * - zod's core names its string schema `$ZodString`: the login form's check loads once the page
 *   runs (lib/forms/use-deferred-schema-form.ts), so the login page loads no zod first;
 * - classic zod names its own `"ZodString"` (zod/mini's is `ZodMiniString`): the quote journey's
 *   first step loads its form's check and the contract's schemas once it runs, since building
 *   them cost a long task at Lighthouse's CPU (features/quote/quote-step/quote-calls.ts).
 */
const CONFINED_CODE = [
  { name: "the usage page's chart code", mark: 'visx-', allowed: null },
  {
    name: 'the form library',
    mark: '_removeUnmounted',
    allowed:
      /^\/(accounts\/(login|forgot-password|reset-password|confirm-email|confirm-login|accept-home)$|energy\/quote|editor(\/|$))/,
  },
  { name: "the editor's rich text", mark: 'ProseMirror', allowed: null },
  { name: "the editor's drag and drop", mark: 'DndDescribedBy', allowed: /^\/editor(\/|$)/ },
  { name: 'zod', mark: '$ZodString', allowed: /^(?!\/accounts\/login$)/ },
  { name: 'classic zod', mark: '"ZodString"', allowed: /^(?!\/(accounts\/login|energy\/quote)$)/ },
];

function budgetOf(page: string): number | null {
  if (JOURNEY_PAGE.test(page)) return JOURNEY_BUDGET_GZIPPED;
  if (ACCOUNT_PAGE.test(page)) return ACCOUNT_BUDGET_GZIPPED;
  return page === CMS_PAGE ? CMS_BUDGET_GZIPPED : null;
}

/** The scripts a prerendered page's HTML loads, as build files (`static/…`), but the legacy ones. */
function scriptsInHtml(route: string): string[] {
  const file = join(BUILD_DIR, 'server', 'pages', `${route === '/' ? '/index' : route}.html`);
  const html = readFileSync(file, 'utf8');
  return [...html.matchAll(/<script\b(?![^>]*\bnoModule)[^>]*\bsrc="\/_next\/([^"]+)"/gi)].map(
    ([, src = '']) => decodeURIComponent(src),
  );
}

/** CMS pages whose HTML loads scripts before hydrating that their budget does not count. */
function cmsPagesLoadingMore(counted: ReadonlySet<string>): string[] {
  const { routes } = prerendered.parse(
    JSON.parse(readFileSync(join(BUILD_DIR, 'prerender-manifest.json'), 'utf8')),
  );
  return Object.entries(routes)
    .filter(([, route]) => route.srcRoute === CMS_PAGE)
    .flatMap(([path]) => {
      const extra = scriptsInHtml(path).filter(
        (file) => file.endsWith('.js') && !file.endsWith('Manifest.js') && !counted.has(file),
      );
      return extra.length === 0 ? [] : [`${path}: loads ${extra.join(', ')} before hydrating`];
    });
}

/** Every script of the build, as build files (`static/chunks/…`). */
const buildChunks = () =>
  readdirSync(join(BUILD_DIR, 'static', 'chunks'), { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => join('static', 'chunks', file));

const holds = (files: readonly string[], mark: string) =>
  files.some((file) => readFileSync(join(BUILD_DIR, file), 'utf8').includes(mark));

function main() {
  const { pages } = manifest.parse(
    JSON.parse(readFileSync(join(BUILD_DIR, 'build-manifest.json'), 'utf8')),
  );
  const scripts = (page: string) => (pages[page] ?? []).filter((file) => file.endsWith('.js'));
  const app = scripts('/_app');
  const overBudget: string[] = [];
  for (const page of Object.keys(pages).filter((name) => name !== '/_app')) {
    const { raw, gzipped } = sizesOf(new Set([...app, ...scripts(page)]));
    const budget = budgetOf(page);
    const verdict =
      budget === null ? '' : `   budget ${kib(budget)} ${gzipped <= budget ? 'ok' : 'OVER'}`;
    console.info(
      `${page.padEnd(32)} first load JS ${kib(raw)}   gzipped ${kib(gzipped)}${verdict}`,
    );
    if (budget !== null && gzipped > budget) overBudget.push(`${page}: ${gzipped} B > ${budget} B`);
    for (const { name, mark, allowed } of CONFINED_CODE) {
      if (!allowed?.test(page) && holds([...app, ...scripts(page)], mark)) {
        overBudget.push(`${page}: loads ${name}`);
      }
    }
  }
  overBudget.push(...cmsPagesLoadingMore(new Set([...app, ...scripts(CMS_PAGE)])));
  const chunks = buildChunks();
  for (const { name, mark } of CONFINED_CODE) {
    if (!holds(chunks, mark)) {
      overBudget.push(`${name}: not found in the build, so the check above proves nothing`);
    }
  }
  if (overBudget.length > 0) {
    console.error(`Over the first-load budget:\n${overBudget.join('\n')}`);
    process.exitCode = 1;
  }
}

main();
