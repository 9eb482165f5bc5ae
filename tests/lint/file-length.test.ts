import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/** Product files stay small: split by concern past this many lines. */
const MAX_LINES = 300;

const isProductFile = (path: string) =>
  /\.(ts|tsx|mjs)$/.test(path) &&
  !path.startsWith('tests/') &&
  !/\.(test|spec)\.[^/]+$/.test(path) &&
  // A migration is history: it is never edited, so never split.
  !path.startsWith('gateway/db/migrations/');

const lineCount = (path: string) => readFileSync(path, 'utf8').split('\n').length - 1;

describe('product files', () => {
  it(`have at most ${MAX_LINES} lines each`, () => {
    const tracked = execFileSync('git', ['ls-files', '-z'], { encoding: 'utf8' })
      .split('\0')
      // A file moved or deleted but not yet committed is still in the index: skip it.
      .filter((path) => isProductFile(path) && existsSync(path));
    const tooLong = tracked
      .map((path) => ({ path, lines: lineCount(path) }))
      .filter(({ lines }) => lines > MAX_LINES)
      .map(({ path, lines }) => `${path} (${lines} lines)`);
    expect(tooLong).toEqual([]);
  });
});
