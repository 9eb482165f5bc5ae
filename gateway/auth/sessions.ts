import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../db/database';
import { execute, queryOne, sqlBoolean } from '../db/query';
import { unauthorized } from '../http/http-error';

/** Remember-me sessions last 30 days; others 2 hours. Each refresh starts the clock again. */
export const REFRESH_TOKEN_LIFETIME_MS = {
  longLived: 30 * 24 * 60 * 60 * 1000,
  shortLived: 2 * 60 * 60 * 1000,
} as const;

export interface RefreshToken {
  token: string;
  expiresAt: Date;
  sessionId: string;
  customerId: number;
  shortLived: boolean;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const SESSION_ENDED = 'Your session has ended. Please log in again.';

function issue(
  db: Db,
  sessionId: string,
  customerId: number,
  shortLived: boolean,
  now: Date,
): RefreshToken {
  const token = randomBytes(32).toString('base64url');
  const lifetime = REFRESH_TOKEN_LIFETIME_MS[shortLived ? 'shortLived' : 'longLived'];
  const expiresAt = new Date(now.getTime() + lifetime);
  execute(
    db,
    `INSERT INTO refresh_tokens
       (token_hash, family_id, customer_id, short_lived, issued_at, expires_at)
     VALUES (?, ?, ?, ?, ?, ?)`,
    hashOf(token),
    sessionId,
    customerId,
    shortLived ? 1 : 0,
    now.toISOString(),
    expiresAt.toISOString(),
  );
  return { token, expiresAt, sessionId, customerId, shortLived };
}

/** Starts a session (a refresh-token family) at login. */
export function startSession(
  db: Db,
  customerId: number,
  shortLived: boolean,
  now: Date,
): RefreshToken {
  return db.transaction(() => {
    const sessionId = randomUUID();
    execute(
      db,
      'INSERT INTO session_families (id, customer_id, created_at) VALUES (?, ?, ?)',
      sessionId,
      customerId,
      now.toISOString(),
    );
    return issue(db, sessionId, customerId, shortLived, now);
  })();
}

export function revokeSession(db: Db, sessionId: string, now: Date): void {
  execute(
    db,
    'UPDATE session_families SET revoked_at = ? WHERE id = ? AND revoked_at IS NULL',
    now.toISOString(),
    sessionId,
  );
}

const storedToken = z.object({
  sessionId: z.string(),
  customerId: z.number().int(),
  shortLived: sqlBoolean,
  expiresAt: z.string(),
  rotated: sqlBoolean,
  revoked: sqlBoolean,
});

function find(db: Db, token: string) {
  return queryOne(
    db,
    storedToken,
    `SELECT t.family_id AS sessionId, t.customer_id AS customerId, t.short_lived AS shortLived,
            t.expires_at AS expiresAt, t.rotated_at IS NOT NULL AS rotated,
            f.revoked_at IS NOT NULL AS revoked
       FROM refresh_tokens t JOIN session_families f ON f.id = t.family_id
      WHERE t.token_hash = ?`,
    hashOf(token),
  );
}

/**
 * Swaps a refresh token for a new one in the same session. Presenting a token that was
 * already swapped means someone kept a copy: the whole session is revoked.
 */
export function rotateRefreshToken(db: Db, token: string, now: Date): RefreshToken {
  const outcome = db.transaction(() => {
    const stored = find(db, token);
    if (!stored || stored.revoked) return { error: SESSION_ENDED };
    if (stored.rotated) {
      revokeSession(db, stored.sessionId, now);
      return { error: SESSION_ENDED };
    }
    if (new Date(stored.expiresAt) <= now) {
      return { error: 'Your session has expired. Please log in again.' };
    }
    execute(
      db,
      'UPDATE refresh_tokens SET rotated_at = ? WHERE token_hash = ?',
      now.toISOString(),
      hashOf(token),
    );
    return {
      token: issue(db, stored.sessionId, stored.customerId, stored.shortLived, now),
    };
  })();
  // Thrown after the transaction so that revoking a reused token's session is kept.
  if ('error' in outcome) throw unauthorized(outcome.error);
  return outcome.token;
}

/** Ends the session a refresh token belongs to, if it is one of ours. */
export function revokeSessionOf(db: Db, token: string, now: Date): void {
  const stored = find(db, token);
  if (stored) revokeSession(db, stored.sessionId, now);
}
