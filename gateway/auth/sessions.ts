import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import {
  execute,
  inTransaction,
  queryAll,
  queryOne,
  queryValue,
  sql,
  sqlBoolean,
  type Executor,
} from '../db/sql';
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

/**
 * Staff (customers with the admin flag) see other people's accounts: their sessions end 12 hours
 * after login, and are never kept past the browser closing ('Keep me signed in' is ignored). The
 * flag is read from `customers` each time, so a session of someone made staff is cut at once.
 */
export const STAFF_SESSION_LIFETIME_MS = 12 * 60 * 60 * 1000;

/** When a session that began at `startedAt` (ISO) must end: 12 hours for staff, else 30 days. */
export const sessionEndsAt = (startedAt: string, staff: boolean) =>
  new Date(
    new Date(startedAt).getTime() +
      (staff ? STAFF_SESSION_LIFETIME_MS : SESSION_ABSOLUTE_LIFETIME_MS),
  );

/** Whether a customer is staff now (the admin flag). */
export async function isStaff(db: Executor, customerId: number): Promise<boolean> {
  const customer = await queryOne(
    db,
    z.object({ staff: sqlBoolean }),
    sql`SELECT is_admin AS staff FROM customers WHERE id = ${customerId}`,
  );
  return customer?.staff ?? false;
}

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
async function issue(
  db: Executor,
  session: { id: string; startedAt: string; staff: boolean },
  customerId: number,
  askedShortLived: boolean,
  now: Date,
): Promise<RefreshToken> {
  const sessionId = session.id;
  const token = randomBytes(32).toString('base64url');
  const shortLived = askedShortLived || session.staff;
  const lifetime = REFRESH_TOKEN_LIFETIME_MS[shortLived ? 'shortLived' : 'longLived'];
  const expiresAt = new Date(
    Math.min(now.getTime() + lifetime, sessionEndsAt(session.startedAt, session.staff).getTime()),
  );
  await execute(
    db,
    sql`INSERT INTO refresh_tokens
          (token_hash, family_id, customer_id, short_lived, issued_at, expires_at)
        VALUES (${hashOf(token)}, ${sessionId}, ${customerId}, ${shortLived ? 1 : 0},
                ${now.toISOString()}, ${expiresAt.toISOString()})`,
  );
  return { token, expiresAt, sessionId, customerId, shortLived };
}

/**
 * Starts a session (a refresh-token family) at login, noting the browser it is for. Staff get a
 * short-lived one whatever was asked.
 */
export function startSession(
  db: Executor,
  customerId: number,
  shortLived: boolean,
  now: Date,
  userAgent: string | undefined,
): Promise<RefreshToken> {
  return inTransaction(db, async (transaction) => {
    const staff = await isStaff(transaction, customerId);
    const session = { id: randomUUID(), startedAt: now.toISOString(), staff };
    await execute(
      transaction,
      sql`INSERT INTO session_families (id, customer_id, created_at, last_used_at, user_agent)
          VALUES (${session.id}, ${customerId}, ${session.startedAt}, ${session.startedAt},
                  ${userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null})`,
    );
    return issue(transaction, session, customerId, shortLived, now);
  });
}

export async function revokeSession(db: Executor, sessionId: string, now: Date): Promise<void> {
  await execute(
    db,
    sql`UPDATE session_families SET revoked_at = ${now.toISOString()}
         WHERE id = ${sessionId} AND revoked_at IS NULL`,
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
  staff: sqlBoolean,
});

function find(db: Executor, token: string) {
  return queryOne(
    db,
    storedToken,
    sql`SELECT t.family_id AS "sessionId", t.customer_id AS "customerId",
               t.short_lived AS "shortLived", t.expires_at AS "expiresAt",
               CASE WHEN t.rotated_at IS NULL THEN 0 ELSE 1 END AS rotated,
               CASE WHEN f.revoked_at IS NULL THEN 0 ELSE 1 END AS revoked,
               f.created_at AS "startedAt", c.is_admin AS staff
          FROM refresh_tokens t JOIN session_families f ON f.id = t.family_id
               JOIN customers c ON c.id = t.customer_id
         WHERE t.token_hash = ${hashOf(token)}`,
  );
}

/**
 * Swaps a refresh token for a new one in the same session. Presenting a token that was
 * already swapped means someone kept a copy: the whole session is revoked. Two instances
 * given the same token at once cannot both swap it: only one marks it rotated, and the other
 * is treated as the copy it is.
 */
export async function rotateRefreshToken(
  db: Executor,
  token: string,
  now: Date,
): Promise<RefreshToken> {
  const outcome = await inTransaction(db, async (transaction) => {
    const stored = await find(transaction, token);
    if (!stored || stored.revoked) return { error: SESSION_ENDED };
    if (stored.rotated) {
      await revokeSession(transaction, stored.sessionId, now);
      return { error: SESSION_ENDED };
    }
    if (sessionEndsAt(stored.startedAt, stored.staff) <= now) {
      await revokeSession(transaction, stored.sessionId, now);
      return { error: SESSION_EXPIRED };
    }
    if (new Date(stored.expiresAt) <= now) return { error: SESSION_EXPIRED };
    // Marked only if no one else has marked it since it was read.
    const { changes } = await execute(
      transaction,
      sql`UPDATE refresh_tokens SET rotated_at = ${now.toISOString()}
           WHERE token_hash = ${hashOf(token)} AND rotated_at IS NULL`,
    );
    if (changes === 0) {
      await revokeSession(transaction, stored.sessionId, now);
      return { error: SESSION_ENDED };
    }
    await execute(
      transaction,
      sql`UPDATE session_families SET last_used_at = ${now.toISOString()}
           WHERE id = ${stored.sessionId}`,
    );
    const session = { id: stored.sessionId, startedAt: stored.startedAt, staff: stored.staff };
    return { token: await issue(transaction, session, stored.customerId, stored.shortLived, now) };
  });
  // Thrown after the transaction so that revoking a reused token's session is kept.
  if ('error' in outcome) throw unauthorized(outcome.error);
  return outcome.token;
}

/** Ends the session a refresh token belongs to, if it is one of ours. */
export async function revokeSessionOf(db: Executor, token: string, now: Date): Promise<void> {
  const stored = await find(db, token);
  if (stored) await revokeSession(db, stored.sessionId, now);
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
function liveSessions(customerId: number, now: Date) {
  const startedAfter = new Date(now.getTime() - SESSION_ABSOLUTE_LIFETIME_MS).toISOString();
  return sql`
    FROM session_families f
   WHERE f.customer_id = ${customerId} AND f.revoked_at IS NULL AND f.created_at > ${startedAfter}
     AND EXISTS (SELECT 1 FROM refresh_tokens t
                  WHERE t.family_id = f.id AND t.rotated_at IS NULL
                    AND t.expires_at > ${now.toISOString()})`;
}

/** The devices a customer is signed in on: the asking session first, then the latest used. */
export async function liveSessionsOf(
  db: Executor,
  customerId: number,
  currentSessionId: string,
  now: Date,
) {
  const sessions = await queryAll(
    db,
    liveSession,
    sql`SELECT f.id, f.user_agent AS "userAgent", f.created_at AS "signedInAt",
               coalesce(f.last_used_at, f.created_at) AS "lastActiveAt"
          ${liveSessions(customerId, now)}
         ORDER BY CASE WHEN f.id = ${currentSessionId} THEN 0 ELSE 1 END,
                  "lastActiveAt" DESC, f.created_at DESC, f.id DESC`,
  );
  return sessions.map(({ userAgent, ...session }) => ({
    ...session,
    device: deviceName(userAgent),
    current: session.id === currentSessionId,
  }));
}

/** Signs out one of a customer's live sessions; false when it is not one of theirs. */
export async function endSessionOf(
  db: Executor,
  customerId: number,
  sessionId: string,
  now: Date,
): Promise<boolean> {
  const { changes } = await execute(
    db,
    sql`UPDATE session_families SET revoked_at = ${now.toISOString()}
         WHERE id = ${sessionId} AND id IN (SELECT f.id ${liveSessions(customerId, now)})`,
  );
  return changes > 0;
}

/**
 * Signs out every session of a customer's but `keep` (null: all of them), and says how many of
 * them were live.
 */
export function endSessionsOf(
  db: Executor,
  customerId: number,
  keep: string | null,
  now: Date,
): Promise<number> {
  // No session has an empty id, so '' keeps none.
  const kept = keep ?? '';
  return inTransaction(db, async (transaction) => {
    const live = await queryValue(
      transaction,
      z.number(),
      sql`SELECT count(*) ${liveSessions(customerId, now)} AND f.id <> ${kept}`,
    );
    await execute(
      transaction,
      sql`UPDATE session_families SET revoked_at = ${now.toISOString()}
           WHERE customer_id = ${customerId} AND revoked_at IS NULL AND id <> ${kept}`,
    );
    return live ?? 0;
  });
}
