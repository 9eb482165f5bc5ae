import { z } from 'zod';
import type { Db } from '../db/database';
import { execute, queryOne } from '../db/query';
import { HttpError } from '../http/http-error';

/** Five failed logins for one email within 15 minutes block it for 15 minutes. */
export const MAX_FAILED_LOGINS = 5;
export const LOCKOUT_WINDOW_MS = 15 * 60 * 1000;

export const LOCKED_OUT_MESSAGE =
  'Too many unsuccessful attempts. For your security, logging in with this email is paused ' +
  'for 15 minutes. Please try again later or reset your password.';

/** Throws 429 while the email is blocked. */
export function assertNotLockedOut(db: Db, email: string, now: Date): void {
  const block = queryOne(
    db,
    z.object({ blockedUntil: z.string() }),
    'SELECT blocked_until AS blockedUntil FROM login_blocks WHERE email = ?',
    email,
  );
  if (!block) return;
  const remainingMs = new Date(block.blockedUntil).getTime() - now.getTime();
  if (remainingMs <= 0) return;
  throw new HttpError(429, LOCKED_OUT_MESSAGE, undefined, {
    'Retry-After': String(Math.ceil(remainingMs / 1000)),
  });
}

/** Records a failed login for any email, known or not, blocking it at the fifth. */
export function recordFailedLogin(db: Db, email: string, now: Date): void {
  db.transaction(() => {
    const windowStart = new Date(now.getTime() - LOCKOUT_WINDOW_MS).toISOString();
    execute(
      db,
      'DELETE FROM login_failures WHERE email = ? AND failed_at <= ?',
      email,
      windowStart,
    );
    execute(
      db,
      'INSERT INTO login_failures (email, failed_at) VALUES (?, ?)',
      email,
      now.toISOString(),
    );
    const { failures } = queryOne(
      db,
      z.object({ failures: z.number() }),
      'SELECT count(*) AS failures FROM login_failures WHERE email = ?',
      email,
    ) ?? { failures: 0 };
    if (failures < MAX_FAILED_LOGINS) return;
    execute(
      db,
      `INSERT INTO login_blocks (email, blocked_until) VALUES (?, ?)
       ON CONFLICT (email) DO UPDATE SET blocked_until = excluded.blocked_until`,
      email,
      new Date(now.getTime() + LOCKOUT_WINDOW_MS).toISOString(),
    );
    execute(db, 'DELETE FROM login_failures WHERE email = ?', email);
  })();
}

export function clearFailedLogins(db: Db, email: string): void {
  execute(db, 'DELETE FROM login_failures WHERE email = ?', email);
}
