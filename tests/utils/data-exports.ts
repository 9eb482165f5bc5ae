import { strToU8, zipSync } from 'fflate';
import type { DataExport, DataExportArchive } from '@/lib/gateway/contract/data-exports';

/** An archive of Alex's data, ready to download (override to make it expired). */
export function makeDataExport(overrides: Partial<DataExport> = {}): DataExport {
  return {
    id: 3,
    requestedAt: '2026-03-15T10:00:00.000Z',
    expiresAt: '2026-03-22T10:00:00.000Z',
    status: 'ready',
    sizeBytes: 20_480,
    ...overrides,
  };
}

/** The download of an archive holding `files`. */
export function makeDataExportArchive(files: Record<string, string>): DataExportArchive {
  const zip = zipSync(Object.fromEntries(Object.entries(files).map(([n, t]) => [n, strToU8(t)])));
  return {
    fileName: 'so-energy-data-2026-03-15.zip',
    contentType: 'application/zip',
    base64: Buffer.from(zip).toString('base64'),
  };
}
