/**
 * How fast `npm start` (server.ts) serves a CMS page, against two floors, in one interleaved run
 * (`npm run bench`, after the build): a bare static server holding the same page's HTML, and a bare
 * Next.js 16 Pages Router page built here from nothing but Next and React (the floor of what Next
 * can do on this machine); for reference, also that bare page grown to our page's size. 20
 * connections, SERVING_SECONDS each (default 5), five rounds after each server's warm-up (its
 * first seconds of load, while it loads its modules and compiles its hot paths, not counted: our
 * server has far more to load than a bare page's); the median of each. Issue 19's
 * goals: our page reaches at least the bare page's share of the static server's requests a
 * second, with a p99 at most 1.5× the static server's; and the server's memory stays flat (at the
 * end at most 1.2× what it was after the first round).
 */
import autocannon from 'autocannon';
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_PRODUCTION_ENV, E2E_SECRETS } from '../utils/e2e-env';
import { freePort } from '../utils/free-port';
import { startSite, stopServer } from '../utils/app-servers';
import { startServerProcess } from '../utils/server-process';
import { buildBareNextApp, startBareNext } from './bare-next-app';
import { median } from './median';
import { residentBytes } from './resident-memory';

const CONNECTIONS = 20;
const SECONDS = Number(process.env.SERVING_SECONDS ?? 5);
const ROUNDS = 5;
const PAGE = '/about';

interface Measure {
  perSecond: number;
  p99: number;
}

/**
 * autocannon's own percentiles are whole milliseconds, too coarse for servers that answer in
 * one or two: every response's time is kept as measured instead.
 */
async function measure(url: string, seconds = SECONDS): Promise<Measure> {
  const times: number[] = [];
  const result = await new Promise<autocannon.Result>((resolve, reject) => {
    const run = autocannon({ url, connections: CONNECTIONS, duration: seconds }, (error, done) =>
      error ? reject(error) : resolve(done),
    );
    run.on('response', (_client, _status, _bytes, milliseconds: number) =>
      times.push(milliseconds),
    );
  });
  if (result.non2xx + result.errors > 0) throw new Error(`${url} failed under load`);
  times.sort((a, b) => a - b);
  return { perSecond: result.requests.average, p99: times[Math.floor(times.length * 0.99)]! };
}

/** static-html-server.ts, answering with `html`. */
function startStaticServer(html: string, port: number): Promise<ChildProcess> {
  const file = join(mkdtempSync(join(tmpdir(), 'static-html-')), 'page.html');
  writeFileSync(file, html);
  return startServerProcess(
    process.execPath,
    ['--import', 'tsx', join(__dirname, 'static-html-server.ts'), file, String(port)],
    { readyWhen: 'Ready' },
  );
}

async function main() {
  // Built before our server starts, so that it is measured as soon as it is up. The same-size
  // page matters because Next hashes the whole HTML for its ETag on every request, and writes it.
  const prerendered = readFileSync(join('.next', 'server', 'pages', `${PAGE}.html`), 'utf8');
  const bareDir = buildBareNextApp(15);
  const sameSizeDir = buildBareNextApp(prerendered.length / 2);
  const ourPort = freePort();
  const ours = await startSite(ourPort, {
    ...E2E_SECRETS,
    ...E2E_PRODUCTION_ENV,
    GATEWAY_DATABASE_PATH: join(mkdtempSync(join(tmpdir(), 'serving-')), 'gateway.sqlite'),
  });
  const ourUrl = `http://127.0.0.1:${ourPort}${PAGE}`;
  const html = await (await fetch(ourUrl)).text();
  const staticPort = freePort();
  const staticServer = await startStaticServer(html, staticPort);
  const barePort = freePort();
  const sameSizePort = freePort();
  const [bare, sameSize] = await Promise.all([
    startBareNext(bareDir, barePort),
    startBareNext(sameSizeDir, sameSizePort),
  ]);
  try {
    const targets = {
      static: `http://127.0.0.1:${staticPort}/`,
      bare: `http://127.0.0.1:${barePort}/`,
      sameSize: `http://127.0.0.1:${sameSizePort}/`,
      ours: ourUrl,
    };
    const runs: Record<keyof typeof targets, Measure[]> = {
      static: [],
      bare: [],
      sameSize: [],
      ours: [],
    };
    for (const url of Object.values(targets)) await measure(url);
    let afterFirstRound = 0;
    for (let round = 0; round < ROUNDS; round += 1) {
      for (const [name, url] of Object.entries(targets) as [keyof typeof targets, string][]) {
        runs[name].push(await measure(url));
      }
      if (round === 0) afterFirstRound = residentBytes(ours.pid!);
    }
    const atEnd = residentBytes(ours.pid!);

    const rate = (name: keyof typeof runs) => median(runs[name].map((run) => run.perSecond));
    const p99 = (name: keyof typeof runs) => median(runs[name].map((run) => run.p99));
    const share = (name: keyof typeof runs) => (rate(name) / rate('static')).toFixed(2);
    console.info(`${CONNECTIONS} connections, ${SECONDS} s each, ${ROUNDS} rounds, medians:`);
    for (const name of Object.keys(runs) as (keyof typeof runs)[]) {
      console.info(
        `${name.padEnd(8)} ${rate(name).toFixed(0).padStart(6)} req/s   p99 ${p99(name).toFixed(2)} ms`,
      );
    }
    console.info(
      `a bare Next.js page of our page's size (${html.length} characters): ${share('sameSize')}× the static server`,
    );
    const p99Ratio = p99('ours') / p99('static');
    const growth = atEnd / afterFirstRound;
    const goals: [string, boolean][] = [
      [
        `our page ${share('ours')}× the static server (bare Next ${share('bare')}×; aim 0.9×)`,
        rate('ours') >= rate('bare'),
      ],
      [`our p99 ${p99Ratio.toFixed(2)}× the static server's (at most 1.5×)`, p99Ratio <= 1.5],
      [`our server's memory × ${growth.toFixed(2)} (at most × 1.2)`, growth <= 1.2],
    ];
    for (const [words, met] of goals) console.info(`${words}: ${met ? 'met' : 'NOT MET'}`);
    process.exitCode = goals.every(([, met]) => met) ? 0 : 1;
  } finally {
    await Promise.all([ours, bare, sameSize, staticServer].map((server) => stopServer(server)));
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
