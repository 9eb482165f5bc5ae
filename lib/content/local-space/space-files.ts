import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';

/**
 * How the space's files are written: whole files, atomically (a reader sees the old file or
 * the new one, never half of one), each only inside its own folder, and a stamp that tells
 * every reader of the space, in any process, that something changed.
 */

/** A path that would lead a write or a delete out of the space folder it belongs to. */
export class OutsideFolderError extends Error {
  constructor(path: string, folder: string) {
    super(`${path} is not inside the space's ${folder}/ folder: nothing was written.`);
    this.name = 'OutsideFolderError';
  }
}

/**
 * The absolute path of `path`, a file's path inside the space at `root` (`stories/about.json`),
 * once it is certain to lie inside the space's `folder` (`stories`): a name built from a request
 * or read from a file (`..`, an absolute path) never leads a write or a delete anywhere else.
 */
export function insideFolder(root: string, folder: string, path: string): string {
  const absolute = resolve(root, path);
  const within = relative(resolve(root, folder), absolute);
  if (within === '' || within === '..' || within.startsWith(`..${sep}`) || isAbsolute(within))
    throw new OutsideFolderError(path, folder);
  return absolute;
}

/** A file the writers touch after each change; readers compare its mtime, one stat a request. */
const STAMP_FILE = '.last-write';

export function writeFileAtomically(path: string, data: string | Uint8Array): void {
  mkdirSync(dirname(path), { recursive: true });
  const temporary = `${path}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    writeFileSync(temporary, data);
    renameSync(temporary, path);
  } finally {
    rmSync(temporary, { force: true });
  }
}

/** Two-space JSON with a trailing newline, so a diff of a story reads line by line. */
export const formatJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

export function markSpaceChanged(root: string): void {
  writeFileAtomically(join(root, STAMP_FILE), `${new Date().toISOString()}\n`);
}

/** When the space was last written through the store; 0 when it never was. */
export function spaceChangedAtMs(root: string): number {
  return statSync(join(root, STAMP_FILE), { throwIfNoEntry: false })?.mtimeMs ?? 0;
}
