import { spawnSync } from 'node:child_process';

/**
 * The product files (pages, features, lib, blocks; tests aside) whose text matches `pattern`, an
 * extended regular expression: e.g. who imports a module that must stay off first loads.
 */
export function productFilesMatching(pattern: string): string[] {
  const found = spawnSync(
    'git',
    ['grep', '--untracked', '-lE', pattern, '--', 'pages', 'features', 'lib', 'blocks'],
    { encoding: 'utf8' },
  );
  if (found.status !== 0 && found.status !== 1) throw new Error(found.stderr);
  return found.stdout.split('\n').filter((path) => path !== '' && !/\.test\.tsx?$/.test(path));
}
