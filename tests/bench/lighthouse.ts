/**
 * Lighthouse, mobile, on the production build (`npm run bench`, after the build; never in
 * `npm test`), beside a bare Next.js page (the same Next, React, Chromium and flags; built here
 * from nothing else), each run of ours followed by one of the bare page. Lighthouse's figures
 * scale with the host, so issue 46's goals are relative, on the pages people land on: total
 * blocking time at most 1.3× the bare page's and the performance score at most 3 points below
 * it; and accessibility and best practices 100 everywhere, SEO 100 on every page search engines
 * may index. Runs `@lhci/cli` with Debian's Chromium, offline, against `npm start` over a fresh
 * database. One run moves by tens of points on a shared 2-core host: the figures are medians
 * of RUNS runs, the spread printed beside them. `LIGHTHOUSE_PAGES=/our-tariffs,/accounts/login`
 * measures only those of PAGES.
 */
import { spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { z } from 'zod';
import { chromiumArgs, chromiumPath } from '../utils/chromium';
import { E2E_PRODUCTION_ENV, E2E_SECRETS } from '../utils/e2e-env';
import { freePort } from '../utils/free-port';
import { startSite, stopServer } from '../utils/app-servers';
import { buildBareNextApp, startBareNext } from './bare-next-app';
import { median } from './median';

const PAGES = [
  { path: '/', indexable: true },
  { path: '/our-tariffs', indexable: true },
  { path: '/blog/april-2024-price-cap-explained', indexable: true },
  { path: '/energy/quote', indexable: false },
  { path: '/accounts/login', indexable: false },
] as const;

const RUNS = Number(process.env.LIGHTHOUSE_RUNS ?? 5);
const ONLY = process.env.LIGHTHOUSE_PAGES?.split(',');
const measured = PAGES.filter((page) => !ONLY || ONLY.includes(page.path));
/** Issue 46: total blocking time at most this many times the bare page's… */
const MOST_BLOCKING_RATIO = 1.3;
/** …and the performance score at most this many points below it. */
const MOST_POINTS_BELOW = 3;

const report = z.object({
  categories: z.record(z.string(), z.object({ score: z.number().nullable() })),
  audits: z.object({ 'total-blocking-time': z.object({ numericValue: z.number() }) }),
});

/** One run's category scores (0 to 1) and its total blocking time in milliseconds. */
interface Run {
  scores: Record<string, number>;
  blockingMs: number;
}

/** One mobile Lighthouse run of `url`, as lhci collects it. */
function lighthouse(url: string): Run {
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
  const [file] = status === 0 ? readdirSync(results).filter((name) => name.endsWith('.json')) : [];
  if (!file) throw new Error(`Lighthouse did not finish on ${url}`);
  const { categories, audits } = report.parse(
    JSON.parse(readFileSync(join(results, file), 'utf8')),
  );
  return {
    scores: Object.fromEntries(
      Object.entries(categories).map(([name, { score }]) => [name, score ?? 0]),
    ),
    blockingMs: audits['total-blocking-time'].numericValue,
  };
}

const percent = (score: number) => Math.round(score * 100);
const spread = (values: number[], shown: (value: number) => number) =>
  `${shown(Math.min(...values))}–${shown(Math.max(...values))}`;

/** RUNS runs of our page, each followed by one of the bare page. */
function interleaved(ours: string, bare: string): { ours: Run[]; bare: Run[] } {
  const runs = { ours: [] as Run[], bare: [] as Run[] };
  for (let run = 0; run < RUNS; run += 1) {
    runs.ours.push(lighthouse(ours));
    runs.bare.push(lighthouse(bare));
  }
  return runs;
}

async function main() {
  if (measured.length === 0)
    throw new Error(`LIGHTHOUSE_PAGES names none of ${PAGES.map((page) => page.path).join(', ')}`);
  const bareDir = buildBareNextApp(500);
  const [port, barePort] = [freePort(), freePort()];
  const servers: ChildProcess[] = [];
  const missed: string[] = [];
  try {
    servers.push(
      await startSite(port, {
        ...E2E_SECRETS,
        ...E2E_PRODUCTION_ENV,
        GATEWAY_DATABASE_PATH: join(
          mkdtempSync(join(tmpdir(), 'lighthouse-db-')),
          'gateway.sqlite',
        ),
      }),
      await startBareNext(bareDir, barePort),
    );
    for (const page of measured) {
      const runs = interleaved(
        `http://127.0.0.1:${port}${page.path}`,
        `http://127.0.0.1:${barePort}/`,
      );
      const performance = runs.ours.map((run) => run.scores.performance ?? 0);
      const barePerformance = runs.bare.map((run) => run.scores.performance ?? 0);
      const blocking = runs.ours.map((run) => run.blockingMs);
      const bareBlocking = runs.bare.map((run) => run.blockingMs);
      const pointsBelow = percent(median(barePerformance)) - percent(median(performance));
      const blockingRatio = median(blocking) / Math.max(1, median(bareBlocking));
      if (pointsBelow > MOST_POINTS_BELOW) {
        missed.push(`${page.path} performance ${pointsBelow} points below the bare page's`);
      }
      if (blockingRatio > MOST_BLOCKING_RATIO) {
        missed.push(
          `${page.path} total blocking time ${blockingRatio.toFixed(2)}× the bare page's`,
        );
      }
      const others = (
        ['accessibility', 'best-practices', ...(page.indexable ? ['seo'] : [])] as const
      ).map((category) => {
        const score = median(runs.ours.map((run) => run.scores[category] ?? 0));
        if (score < 1) missed.push(`${page.path} ${category} ${percent(score)} < 100`);
        return `${category} ${percent(score)}`;
      });
      const ms = (value: number) => Math.round(value);
      console.info(
        `${page.path}\n  performance ${percent(median(performance))} (${spread(performance, percent)}), ` +
          `bare page ${percent(median(barePerformance))} (${spread(barePerformance, percent)}): ` +
          `${-pointsBelow >= 0 ? '+' : ''}${-pointsBelow} points (at least -${MOST_POINTS_BELOW})\n` +
          `  total blocking time ${ms(median(blocking))} ms (${spread(blocking, ms)}), ` +
          `bare page ${ms(median(bareBlocking))} ms (${spread(bareBlocking, ms)}): ` +
          `${blockingRatio.toFixed(2)}× (at most ${MOST_BLOCKING_RATIO}×)\n  ${others.join(', ')}`,
      );
    }
  } finally {
    for (const server of servers) await stopServer(server);
  }
  if (missed.length > 0) {
    console.error(`Below issue 46's Lighthouse goals:\n${missed.join('\n')}`);
    process.exitCode = 1;
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
