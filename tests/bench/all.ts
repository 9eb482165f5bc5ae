/**
 * `npm run bench`: every benchmark, each to the end even when an earlier one misses its goal,
 * then one verdict. The page weights and the soak need the production build, made first. What
 * they make under the temporary folder (bare Next.js apps and their builds, generated spaces,
 * databases, Lighthouse's reports) goes in a folder of the run's own, removed at its end.
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const steps: { title: string; command: string; needed?: boolean }[] = [
  { title: 'gateway', command: 'tsx tests/bench/gateway.ts' },
  { title: 'production build', command: 'npm run build:e2e', needed: true },
  { title: 'first-load JavaScript', command: 'tsx tests/bench/first-load.ts' },
  { title: 'serving', command: 'tsx tests/bench/serving.ts' },
  { title: 'two instances sharing Redis', command: 'tsx tests/bench/cluster-throughput.ts' },
  { title: 'build scaling', command: 'tsx tests/bench/build-scaling.ts' },
  { title: 'main thread', command: 'tsx tests/bench/main-thread.ts' },
  { title: 'Lighthouse', command: 'tsx tests/bench/lighthouse.ts' },
  { title: 'soak', command: 'tsx tests/bench/soak.ts' },
  { title: 'bursts of new connections', command: 'tsx tests/bench/bursts.ts' },
];

const scratch = mkdtempSync(join(tmpdir(), 'bench-'));
const missed: string[] = [];
for (const { title, command, needed } of steps) {
  console.info(`\n=== ${title} (${command})\n`);
  const env = { ...process.env, TMPDIR: scratch };
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit', env });
  if (status === 0) continue;
  missed.push(title);
  if (needed) break;
}
rmSync(scratch, { recursive: true, force: true });
console.info(
  missed.length === 0 ? '\nEvery benchmark met its goals.' : `\nMissed: ${missed.join(', ')}.`,
);
process.exitCode = missed.length === 0 ? 0 : 1;
