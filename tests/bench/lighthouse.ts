/**
 * Lighthouse, mobile, on the production build (`npm run bench`, after the build; never in
 * `npm test`): issue 19's goals for performance on the pages people land on, and accessibility
 * and best practices 100 everywhere, SEO 100 on every page search engines may index. Runs
 * `@lhci/cli` with Debian's Chromium, offline, against `next start` over a fresh database. One
 * run's score moves by tens of points on a shared 2-core host: each page's scores are the
 * medians of RUNS runs, the spread printed beside them.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { chromiumArgs, chromiumPath } from '../utils/chromium';
import { E2E_PRODUCTION_ENV, E2E_SECRETS } from '../utils/e2e-env';
import { freePort } from '../utils/free-port';
import { startSite, stopServer } from '../utils/app-servers';
import { median } from './median';

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

const RUNS = 5;

const report = z.object({
  categories: z.record(z.string(), z.object({ score: z.number().nullable() })),
});

type Scores = Record<string, number>;

/** RUNS mobile Lighthouse runs of `url`, as lhci collects them: each run's category scores, 0 to 1. */
function lighthouse(url: string): Scores[] {
  const dir = mkdtempSync(join(tmpdir(), 'lighthouse-'));
  const { status } = spawnSync(
    join(process.cwd(), 'node_modules', '.bin', 'lhci'),
    [
      'collect',
      `--url=${url}`,
      `--numberOfRuns=${RUNS}`,
      `--settings.chromeFlags=--headless=new ${chromiumArgs.join(' ')}`,
    ],
    { cwd: dir, env: { ...process.env, CHROME_PATH: chromiumPath }, stdio: 'ignore' },
  );
  const results = join(dir, '.lighthouseci');
  const files = status === 0 ? readdirSync(results).filter((name) => name.endsWith('.json')) : [];
  if (files.length !== RUNS) throw new Error(`Lighthouse did not finish on ${url}`);
  return files.map((file) => {
    const { categories } = report.parse(JSON.parse(readFileSync(join(results, file), 'utf8')));
    return Object.fromEntries(
      Object.entries(categories).map(([name, { score }]) => [name, score ?? 0]),
    );
  });
}

const percent = (score: number) => Math.round(score * 100);

async function main() {
  const port = freePort();
  const base = `http://127.0.0.1:${port}`;
  const server = await startSite(port, {
    ...E2E_SECRETS,
    ...E2E_PRODUCTION_ENV,
    GATEWAY_DATABASE_PATH: join(mkdtempSync(join(tmpdir(), 'lighthouse-db-')), 'gateway.sqlite'),
  });
  const missed: string[] = [];
  try {
    for (const page of PAGES) {
      const runs = lighthouse(`${base}${page.path}`);
      const goals: [string, number][] = [
        ['performance', page.performance],
        ['accessibility', 1],
        ['best-practices', 1],
        ...(page.indexable ? [['seo', 1] as [string, number]] : []),
      ];
      const line = goals.map(([category, least]) => {
        const scores = runs.map((run) => run[category] ?? 0);
        const score = median(scores);
        if (score < least)
          missed.push(`${page.path} ${category} ${percent(score)} < ${least * 100}`);
        const spread = `${percent(Math.min(...scores))}–${percent(Math.max(...scores))}`;
        return `${category} ${String(percent(score)).padStart(3)} (${spread.padStart(7)})`;
      });
      console.info(`${page.path.padEnd(44)} ${line.join('   ')}`);
    }
  } finally {
    await stopServer(server);
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
