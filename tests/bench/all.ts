/**
 * `npm run bench`: every benchmark, each to the end even when an earlier one misses its goal,
 * then one verdict. The page weights and the soak need the production build, made first.
 */
import { spawnSync } from 'node:child_process';

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
];

const missed: string[] = [];
for (const { title, command, needed } of steps) {
  console.info(`\n=== ${title} (${command})\n`);
  const { status } = spawnSync(command, { shell: true, stdio: 'inherit' });
  if (status === 0) continue;
  missed.push(title);
  if (needed) break;
}
console.info(
  missed.length === 0 ? '\nEvery benchmark met its goals.' : `\nMissed: ${missed.join(', ')}.`,
);
process.exitCode = missed.length === 0 ? 0 : 1;
