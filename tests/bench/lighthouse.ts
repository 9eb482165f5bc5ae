/**
 * Lighthouse, mobile, on the production build (`npm run bench`, after the build; never in
 * `npm test`): issue 19's goals for performance on the pages people land on, and accessibility
 * and best practices 100 everywhere, SEO 100 on every page search engines may index. Runs
 * `@lhci/cli` with Debian's Chromium, offline, against `next start` over a fresh database.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { chromiumArgs, chromiumPath } from '../utils/chromium';
import { E2E_PRODUCTION_ENV, E2E_SECRETS } from '../utils/e2e-env';
import { freePort } from '../utils/free-port';
import { startNext, stopNext } from '../utils/next-start';

interface PageGoal {
  path: string;
  performance: number;
  indexable: boolean;
}

const PAGES: readonly PageGoal[] = [
  { path: '/', performance: 0.98, indexable: true },
  { path: '/our-tariffs', performance: 0.98, indexable: true },
  { path: '/blog/april-2024-price-cap-explained', performance: 0.98, indexable: true },
  { path: '/energy/quote', performance: 0.95, indexable: false },
  { path: '/accounts/login', performance: 0.95, indexable: false },
];

const report = z.object({
  categories: z.record(z.string(), z.object({ score: z.number().nullable() })),
});

/** One mobile Lighthouse run of `url`, as lhci collects it: the category scores, 0 to 1. */
function lighthouse(url: string): Record<string, number> {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const { status } = spawnSync(
    join(process.cwd(), 'node_modules', '.bin', 'lhci'),
    [
      'collect',
      `--url=${url}`,
      '--numberOfRuns=1',
      `--settings.chromeFlags=--headless=new ${chromiumArgs.join(' ')}`,
    ],
    { cwd: dir, env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: 'ignore' },
  );
  const results = join(dir, '.lighthouseci');
  const file = status === 0 ? readdirSync(results).find((name) => name.endsWith('.json')) : null;
  if (!file) throw new Error(`Lighthouse did not finish on ${url}`);
  const { categories } = report.parse(JSON.parse(readFileSync(join(results, file), 'utf8')));
  return Object.fromEntries(
    Object.entries(categories).map(([name, { score }]) => [name, score ?? 0]),
  );
}

async function main() {
  const port = freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startNext(port, {
    ...E2E_SECRETS,
    ...E2E_PRODUCTION_ENV,
    GATEWAY_DATABASE_PATH: join(mkdtempSync(join(tmpdir(), 'lighthouse-db-')), 'gateway.sqlite'),
  });
  const missed: string[] = [];
  try {
    for (const page of PAGES) {
      const scores = lighthouse(`${base}${page.path}`);
      const goals: [string, number][] = [
        ['performance', page.performance],
        ['accessibility', 1],
        ['best-practices', 1],
        ...(page.indexable ? [['seo', 1] as [string, number]] : []),
      ];
      const line = goals.map(([category, least]) => {
        const score = scores[category] ?? 0;
        if (score < least)
          missed.push(`${page.path} ${category} ${Math.round(score * 100)} < ${least * 100}`);
        return `${category} ${String(Math.round(score * 100)).padStart(3)}`;
      });
      console.info(`${page.path.padEnd(44)} ${line.join('   ')}`);
    }
  } finally {
    await stopNext(server);
  }
  if (missed.length > 0) {
    console.error(`Below issue 19's Lighthouse goals:\n${missed.join('\n')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
