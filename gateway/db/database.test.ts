// @vitest-environment node
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BUSY_TIMEOUT_MS, openDatabase } from './database';

describe('openDatabase', () => {
  it('opens a file in WAL mode, waiting at most a second for another writer', () => {
    const db = openDatabase(join(mkdtempSync(join(tmpdir(), 'gateway-db-')), 'gateway.sqlite'));
    try {
      expect(db.pragma('journal_mode', { simple: true })).toBe('wal');
      expect(db.pragma('busy_timeout', { simple: true })).toBe(BUSY_TIMEOUT_MS);
      expect(BUSY_TIMEOUT_MS).toBeLessThanOrEqual(1000);
    } finally {
      db.close();
    }
  });
});
