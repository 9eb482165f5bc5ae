import { randomBytes } from 'node:crypto';
import { mkdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';

/**
 * How the space's files are written: whole files, atomically (a reader sees the old file or
 * the new one, never half of one), and a stamp that tells every reader of the space, in any
 * process, that something changed.
 */

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
