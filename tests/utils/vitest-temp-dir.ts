import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

/**
 * Vitest's global set-up: the scratch files tests make under the temporary folder (databases,
 * copies of the content space) go in one folder of the run's own, removed when the run ends,
 * so that runs do not pile them up in the machine's temporary folder. The workers start after
 * it and inherit TMPDIR, which `os.tmpdir()` reads.
 */
export default function setUpTempDir(): () => void {
  const root = mkdtempSync(join(tmpdir(), 'vitest-'));
  process.env.TMPDIR = root;
  return () => rmSync(root, { recursive: true, force: true });
}
