import Database from 'better-sqlite3';
import { HttpError } from './http-error';

/** Seconds a caller is asked to wait when another writer holds the database. */
export const DATABASE_BUSY_RETRY_AFTER_SECONDS = 1;

export const DATABASE_BUSY_MESSAGE =
  'We are very busy right now and could not save or fetch that. Please try again in a moment.';

/**
 * SQLite's BUSY (another connection holds the write lock for longer than the busy timeout) and
 * LOCKED (a table is locked), with their extended codes, as a 503 with Retry-After: a moment's
 * wait, not a failure. Anything else: undefined.
 */
export function databaseBusyError(error: unknown): HttpError | undefined {
  if (!(error instanceof Database.SqliteError) || !/^SQLITE_(BUSY|LOCKED)/.test(error.code)) {
    return undefined;
  }
  return new HttpError(503, DATABASE_BUSY_MESSAGE, undefined, {
    'Retry-After': String(DATABASE_BUSY_RETRY_AFTER_SECONDS),
  });
}
