/**
 * How long a page keeps the browser's main thread from answering, as it loads (`npm run
 * bench`, after the build): Chromium at a quarter of this machine's speed (Lighthouse's mobile
 * CPU), a trace of each load, and the time every task spent past 50 ms, summed (what Lighthouse's
 * total blocking time counts, without its simulated network). Medians of five loads. No goal of
 * its own: Lighthouse's performance scores are the goals; this shows, far more steadily than one
 * Lighthouse run, where the main thread's time goes and whether a change moved it.
 */
import { chromium, type Browser } from '@playwright/test';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromiumArgs, chromiumPath } from '../utils/chromium';
import { E2E_PRODUCTION_ENV, E2E_SECRETS } from '../utils/e2e-env';
import { freePort } from '../utils/free-port';
import { startSite, stopServer } from '../utils/app-servers';
import { median } from './median';

const PAGES = ['/', '/our-tariffs', '/about', '/energy/quote', '/accounts/login'];
const LOADS = 5;
const CPU_SLOWDOWN = 4;

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
}

/** The renderer's main-thread tasks from the document's first parse on, in ms. */
function mainThreadTasks(events: TraceEvent[]): number[] {
  const start = Math.min(...events.filter((event) => event.name === 'ParseHTML').map((e) => e.ts));
  const tasks = events.filter(
    (event) => event.ph === 'X' && event.name === 'RunTask' && event.ts >= start,
  );
  const busiest = new Map<string, number>();
  for (const task of tasks) {
    const thread = `${task.pid}:${task.tid}`;
    busiest.set(thread, (busiest.get(thread) ?? 0) + (task.dur ?? 0));
  }
  const [main] = [...busiest].sort((a, b) => b[1] - a[1])[0] ?? [];
  return tasks.filter((task) => `${task.pid}:${task.tid}` === main).map((t) => (t.dur ?? 0) / 1000);
}

async function load(browser: Browser, url: string, tracePath: string) {
  const page = await browser.newPage({ viewport: { width: 412, height: 823 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
  await browser.startTracing(page, {
    path: tracePath,
    categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'],
  });
  await page.goto(url, { waitUntil: 'load' });
  await page.waitForTimeout(3_000);
  await browser.stopTracing();
  await page.close();
  const { traceEvents } = JSON.parse(readFileSync(tracePath, 'utf8')) as {
    traceEvents: TraceEvent[];
  };
  const tasks = mainThreadTasks(traceEvents);
  // A trace without the page's tasks would otherwise read as no blocking at all.
  if (tasks.length === 0) throw new Error(`The trace of ${url} holds no main-thread tasks`);
  return {
    blocking: tasks.reduce((sum, task) => sum + Math.max(0, task - 50), 0),
    longest: Math.max(...tasks),
  };
}

async function main() {
  const port = freePort();
  const dir = mkdtempSync(join(tmpdir(), 'main-thread-'));
  const server = await startSite(port, {
    ...E2E_SECRETS,
    ...E2E_PRODUCTION_ENV,
    GATEWAY_DATABASE_PATH: join(dir, 'gateway.sqlite'),
  });
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    console.info(`CPU ${CPU_SLOWDOWN}× slower, medians of ${LOADS} loads:`);
    for (const path of PAGES) {
      const loads = [];
      for (let run = 0; run < LOADS; run += 1) {
        loads.push(await load(browser, `http://127.0.0.1:${port}${path}`, join(dir, 'trace.json')));
      }
      const blocking = median(loads.map((each) => each.blocking)).toFixed(0);
      const longest = median(loads.map((each) => each.longest)).toFixed(0);
      console.info(
        `${path.padEnd(14)} blocking ${blocking.padStart(4)} ms   longest task ${longest} ms`,
      );
    }
  } finally {
    await browser.close();
    await stopServer(server);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
