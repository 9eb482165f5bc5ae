import { z } from 'zod';
import { execute, inTransaction, queryAll, queryValue, type Executor } from '../db/sql';
import { deviceName } from './device-name';
import { SESSION_ABSOLUTE_LIFETIME_MS } from './sessions';

/**
 * A customer's sessions that could still be used: not signed out, within their 30 days, with
 * a refresh token that has not expired.
 */
function liveSessions(db: Executor, customerId: number, now: Date) {
  const startedAfter = new Date(now.getTime() - SESSION_ABSOLUTE_LIFETIME_MS).toISOString();
  return db
    .selectFrom('session_families as f')
    .where('f.customer_id', '=', customerId)
    .where('f.revoked_at', 'is', null)
    .where('f.created_at', '>', startedAfter)
    .where((eb) =>
      eb.exists(
        eb
          .selectFrom('refresh_tokens as t')
          .select('t.token_hash')
          .whereRef('t.family_id', '=', 'f.id')
          .where('t.rotated_at', 'is', null)
          .where('t.expires_at', '>', now.toISOString()),
      ),
    );
}

const liveSession = z.object({
  id: z.string(),
  userAgent: z.string().nullable(),
  signedInAt: z.string(),
  lastActiveAt: z.string(),
});

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
    liveSessions(db, customerId, now)
      .select((eb) => [
        'f.id',
        'f.user_agent as userAgent',
        'f.created_at as signedInAt',
        eb.fn.coalesce('f.last_used_at', 'f.created_at').as('lastActiveAt'),
      ])
      .orderBy((eb) => eb.case().when('f.id', '=', currentSessionId).then(0).else(1).end())
      .orderBy('lastActiveAt', 'desc')
      .orderBy('f.created_at', 'desc')
      .orderBy('f.id', 'desc'),
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
    db
      .updateTable('session_families')
      .set({ revoked_at: now.toISOString() })
      .where('id', '=', sessionId)
      .where('id', 'in', liveSessions(db, customerId, now).select('f.id')),
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
      liveSessions(transaction, customerId, now)
        .select((eb) => eb.fn.countAll().as('live'))
        .where('f.id', '<>', kept),
    );
    await execute(
      transaction,
      transaction
        .updateTable('session_families')
        .set({ revoked_at: now.toISOString() })
        .where('customer_id', '=', customerId)
        .where('revoked_at', 'is', null)
        .where('id', '<>', kept),
    );
    return live ?? 0;
  });
}
