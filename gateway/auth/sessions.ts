import { createHash, randomBytes, randomUUID } from 'node:crypto';
import { z } from 'zod';
import { execute, inTransaction, queryOne, sqlBoolean, type Executor } from '../db/sql';
import { unauthorized } from '../http/http-error';
import { MAX_USER_AGENT_LENGTH } from './device-name';

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
    db.selectFrom('customers').select('is_admin as staff').where('id', '=', customerId),
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
    db.insertInto('refresh_tokens').values({
      token_hash: hashOf(token),
      family_id: sessionId,
      customer_id: customerId,
      short_lived: shortLived ? 1 : 0,
      issued_at: now.toISOString(),
      expires_at: expiresAt.toISOString(),
    }),
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
      transaction.insertInto('session_families').values({
        id: session.id,
        customer_id: customerId,
        created_at: session.startedAt,
        last_used_at: session.startedAt,
        user_agent: userAgent?.slice(0, MAX_USER_AGENT_LENGTH) ?? null,
      }),
    );
    return issue(transaction, session, customerId, shortLived, now);
  });
}

export async function revokeSession(db: Executor, sessionId: string, now: Date): Promise<void> {
  await execute(
    db,
    db
      .updateTable('session_families')
      .set({ revoked_at: now.toISOString() })
      .where('id', '=', sessionId)
      .where('revoked_at', 'is', null),
  );
}

const storedToken = z
  .object({
    sessionId: z.string(),
    customerId: z.number().int(),
    shortLived: sqlBoolean,
    expiresAt: z.string(),
    rotatedAt: z.string().nullable(),
    revokedAt: z.string().nullable(),
    startedAt: z.string(),
    staff: sqlBoolean,
  })
  .transform(({ rotatedAt, revokedAt, ...token }) => ({
    ...token,
    rotated: rotatedAt !== null,
    revoked: revokedAt !== null,
  }));

function find(db: Executor, token: string) {
  return queryOne(
    db,
    storedToken,
    db
      .selectFrom('refresh_tokens as t')
      .innerJoin('session_families as f', 'f.id', 't.family_id')
      .innerJoin('customers as c', 'c.id', 't.customer_id')
      .select([
        't.family_id as sessionId',
        't.customer_id as customerId',
        't.short_lived as shortLived',
        't.expires_at as expiresAt',
        't.rotated_at as rotatedAt',
        'f.revoked_at as revokedAt',
        'f.created_at as startedAt',
        'c.is_admin as staff',
      ])
      .where('t.token_hash', '=', hashOf(token)),
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
      transaction
        .updateTable('refresh_tokens')
        .set({ rotated_at: now.toISOString() })
        .where('token_hash', '=', hashOf(token))
        .where('rotated_at', 'is', null),
    );
    if (changes === 0) {
      await revokeSession(transaction, stored.sessionId, now);
      return { error: SESSION_ENDED };
    }
    await execute(
      transaction,
      transaction
        .updateTable('session_families')
        .set({ last_used_at: now.toISOString() })
        .where('id', '=', stored.sessionId),
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

const sessionRow = z
  .object({ revokedAt: z.string().nullable(), startedAt: z.string(), staff: sqlBoolean })
  .transform(({ revokedAt, ...session }) => ({ ...session, revoked: revokedAt !== null }));

/** A session by its id: whether it was signed out, when it began, and whether it is staff's. */
export function sessionById(db: Executor, sessionId: string) {
  return queryOne(
    db,
    sessionRow,
    db
      .selectFrom('session_families as f')
      .innerJoin('customers as c', 'c.id', 'f.customer_id')
      .select(['f.revoked_at as revokedAt', 'f.created_at as startedAt', 'c.is_admin as staff'])
      .where('f.id', '=', sessionId),
  );
}
