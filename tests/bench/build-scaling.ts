/**
 * Whether building the site scales with its content (`npm run bench`): production builds of the
 * embedded space grown to 100 and to 1,000 stories (copies of the About page), timing Next's
 * page generation, not the compile every build pays once. Issue 19's goal: generating a story
 * of the 1,000 takes at most 1.5× as long as one of the 100.
 */
import { spawnSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_PRODUCTION_ENV, E2E_SECRETS } from '../utils/e2e-env';

const SIZES = [100, 1000] as const;
const DIST_DIR = '.next-build-scaling';
const MAX_GROWTH = 1.5;

/** This project's content, plus copies of the About page up to `stories` stories in all. */
function spaceOf(stories: number): { dir: string; pages: number } {
  const dir = mkdtempSync(join(tmpdir(), `space-${stories}-`));
  cpSync('content', dir, { recursive: true });
  const about = JSON.parse(readFileSync(join('content', 'stories', 'about.json'), 'utf8'));
  const existing = readdirSync(join(dir, 'stories'), { recursive: true }).filter((file) =>
    String(file).endsWith('.json'),
  ).length;
  const copies = Math.max(0, stories - existing);
  for (let index = 0; index < copies; index += 1) {
    const slug = `about-copy-${index}`;
    const copy = (version: Record<string, unknown>) => ({
      ...version,
      id: 900_000 + index,
      uuid: `00000000-0000-4000-8000-${String(index).padStart(12, '0')}`,
      name: `About us (copy ${index})`,
      slug,
      full_slug: slug,
    });
    writeFileSync(
      join(dir, 'stories', `${slug}.json`),
      JSON.stringify({ draft: copy(about.draft), published: copy(about.published) }),
    );
  }
  return { dir, pages: existing + copies };
}

/** Seconds Next spends generating the static pages of one build, and how many it generates. */
function generationOf(contentDir: string): { seconds: number; pages: number } {
  const build = spawnSync('npm', ['run', 'build'], {
    encoding: 'utf8',
    env: {
      ...process.env,
      ...E2E_SECRETS,
      ...E2E_PRODUCTION_ENV,
      NEXT_DIST_DIR: DIST_DIR,
      LOCAL_CONTENT_DIR: contentDir,
    },
  });
  const generated =
    /Generating static pages using \d+ workers? \((\d+)\/\1\) in ([\d.]+)(m?s)/.exec(build.stdout);
  if (build.status !== 0 || !generated) {
    throw new Error(`The build of ${contentDir} failed:\n${build.stdout}\n${build.stderr}`);
  }
  const [, pages, time, unit] = generated;
  return { pages: Number(pages), seconds: Number(time) / (unit === 'ms' ? 1000 : 1) };
}

function main() {
  const perStory: number[] = [];
  try {
    for (const size of SIZES) {
      const space = spaceOf(size);
      const { seconds, pages } = generationOf(space.dir);
      rmSync(space.dir, { recursive: true, force: true });
      perStory.push((seconds * 1000) / space.pages);
      console.info(
        `${String(space.pages).padStart(5)} stories: ${pages} pages generated in ${seconds.toFixed(1)} s, ` +
          `${perStory.at(-1)!.toFixed(1)} ms a story`,
      );
    }
  } finally {
    rmSync(DIST_DIR, { recursive: true, force: true });
  }
  const growth = perStory[1]! / perStory[0]!;
  const met = growth <= MAX_GROWTH;
  console.info(
    `a story of ${SIZES[1]} takes ${growth.toFixed(2)}× one of ${SIZES[0]} (at most ${MAX_GROWTH}×): ${met ? 'met' : 'NOT MET'}`,
  );
  process.exitCode = met ? 0 : 1;
}

main();
