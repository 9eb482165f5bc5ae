import { cpSync, mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/** A scratch copy of the embedded space, so a test may write it; the real content/ is never written. */
export function copyOfContentSpace(): string {
  const root = join(mkdtempSync(join(tmpdir(), 'space-copy-')), 'content');
  cpSync(join(process.cwd(), 'content'), root, { recursive: true });
  return root;
}
