import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import type { Db } from '../db/database';
import { execute, queryAll, queryOne, sqlBoolean } from '../db/query';
import { unauthorized } from '../http/http-error';
import { deviceName, MAX_USER_AGENT_LENGTH } from './device-name';

/** Remember-me sessions last 30 days; others 2 hours. Each refresh starts the clock again. */
export const REFRESH_TOKEN_LIFETIME_MS = {
  longLived: 30 * 24 * 60 * 60 * 1000,
  shortLived: 2 * 60 * 60 * 1000,
} as const;

/**
 * However often its refresh token rotates, a session ends 30 days after its login (ASVS
 * 3.3.4): a stolen refresh token cannot be kept alive for ever by using it.
 */
export const SESSION_ABSOLUTE_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** When a session that began at `startedAt` (ISO) must end. */
export const sessionEndsAt = (startedAt: string) =>
  new Date(new Date(startedAt).getTime() + SESSION_ABSOLUTE_LIFETIME_MS);

export interface RefreshToken {
  token: string;
  expiresAt: Date;
  sessionId: string;
  customerId: number;
  shortLived: boolean;
}

const hashOf = (token: string) => createHash('sha256').update(token).digest('hex');

const SESSION_ENDED = 'Your session has ended. Please log in again.';
export const SESSION_EXPIRED = 'Your session has expired. Please log in again.';

/** A new refresh token in a session, expiring after its lifetime or with the session. */
function issue(
  db: Db,
  session: { id: string; startedAt: string },
  customerId: number,
  shortLived: boolean,
  now: Date,
): RefreshToken {
  const sessionId = session.id;
  const token = randomBytes(32).toString('base64url');
  const lifetime = REFRESH_TOKEN_LIFETIME_MS[shortLived ? 'shortLived' : 'longLived'];
  const expiresAt = new Date(
    Math.min(now.getTime() + lifetime, sessionEndsAt(session.startedAt).getTime()),
  );
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

/** Starts a session (a refresh-token family) at login, noting the browser it is for. */
export function startSession(
  db: Db,
  customerId: number,
  shortLived: boolean,
  now: Date,
  userAgent: string | undefined,
): RefreshToken {
  return db.transaction(() => {
    const session = { id: randomUUID(), startedAt: now.toISOString() };
    execute(
      db,
      `INSERT INTO session_families (id, customer_id, created_at, last_used_at, user_agent)
       VALUES (?, ?, ?, ?, ?)`,
      session.id,
      customerId,
      session.startedAt,
      session.startedAt,
      userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
    );
    return issue(db, session, customerId, shortLived, now);
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
  startedAt: z.string(),
});

function find(db: Db, token: string) {
  return queryOne(
    db,
    storedToken,
    `SELECT t.family_id AS sessionId, t.customer_id AS customerId, t.short_lived AS shortLived,
            t.expires_at AS expiresAt, t.rotated_at IS NOT NULL AS rotated,
            f.revoked_at IS NOT NULL AS revoked, f.created_at AS startedAt
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
    if (sessionEndsAt(stored.startedAt) <= now) {
      revokeSession(db, stored.sessionId, now);
      return { error: SESSION_EXPIRED };
    }
    if (new Date(stored.expiresAt) <= now) return { error: SESSION_EXPIRED };
    execute(
      db,
      'UPDATE refresh_tokens SET rotated_at = ? WHERE token_hash = ?',
      now.toISOString(),
      hashOf(token),
    );
    execute(
      db,
      'UPDATE session_families SET last_used_at = ? WHERE id = ?',
      now.toISOString(),
      stored.sessionId,
    );
    const session = { id: stored.sessionId, startedAt: stored.startedAt };
    return { token: issue(db, session, stored.customerId, stored.shortLived, now) };
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

const liveSession = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  signedInAt: z.string(),
  lastActiveAt: z.string(),
});

/**
 * A customer's sessions that could still be used: not signed out, within their 30 days, with
 * a refresh token that has not expired.
 */
const LIVE_SESSIONS = `
  FROM session_families f
 WHERE f.customer_id = @customerId AND f.revoked_at IS NULL AND f.created_at > @startedAfter
   AND EXISTS (SELECT 1 FROM refresh_tokens t
                WHERE t.family_id = f.id AND t.rotated_at IS NULL AND t.expires_at > @now)`;

const liveParams = (customerId: number, now: Date) => ({
  customerId,
  now: now.toISOString(),
  startedAfter: new Date(now.getTime() - SESSION_ABSOLUTE_LIFETIME_MS).toISOString(),
});

/** The devices a customer is signed in on: the asking session first, then the latest used. */
export function liveSessionsOf(db: Db, customerId: number, currentSessionId: string, now: Date) {
  return queryAll(
    db,
    liveSession,
    `SELECT f.id, f.user_agent AS userAgent, f.created_at AS signedInAt,
            coalesce(f.last_used_at, f.created_at) AS lastActiveAt
       ${LIVE_SESSIONS}
      ORDER BY f.id = @current DESC, lastActiveAt DESC, f.rowid DESC`,
    { ...liveParams(customerId, now), current: currentSessionId },
  ).map(({ userAgent, ...session }) => ({
    ...session,
    device: deviceName(userAgent),
    current: session.id === currentSessionId,
  }));
}

/** Signs out one of a customer's live sessions; false when it is not one of theirs. */
export function endSessionOf(db: Db, customerId: number, sessionId: string, now: Date): boolean {
  const { changes } = execute(
    db,
    `UPDATE session_families SET revoked_at = @now
      WHERE id = @sessionId AND id IN (SELECT f.id ${LIVE_SESSIONS})`,
    { ...liveParams(customerId, now), sessionId },
  );
  return changes > 0;
}

/**
 * Signs out every session of a customer's but `keep` (null: all of them), and says how many of
 * them were live.
 */
export function endSessionsOf(db: Db, customerId: number, keep: string | null, now: Date): number {
  return db.transaction(() => {
    const live = queryOne(
      db,
      z.object({ count: z.number() }),
      `SELECT count(*) AS count ${LIVE_SESSIONS} AND f.id IS NOT @keep`,
      { ...liveParams(customerId, now), keep },
    );
    execute(
      db,
      `UPDATE session_families SET revoked_at = ?
        WHERE customer_id = ? AND revoked_at IS NULL AND id IS NOT ?`,
      now.toISOString(),
      customerId,
      keep,
    );
    return live?.count ?? 0;
  })();
}
