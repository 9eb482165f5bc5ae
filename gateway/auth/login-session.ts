import type { Context } from 'hono';
import type { Session } from '@/lib/gateway/contract/auth';
import { recordSecurityEvent, type EventSource } from '../account-security/security-events';
import { inTransaction, type Executor } from '../db/sql';
import type { GatewayDeps } from '../deps';
import { setRefreshCookies } from './cookies';
import { clearFailedLogins, type LoginAttempt } from './lockout';
import { startSession, type RefreshToken } from './sessions';

export interface ProvedLogin {
  attempt: LoginAttempt;
  customerId: number;
  source: EventSource;
  shortLived: boolean;
  userAgent: string | undefined;
  now: Date;
}

/**
 * What a login that has proved itself (a right password, or a staff member's right code)
 * changes, in one write transaction: its failures forgotten, the login in its security
 * events, and a new session.
 */
export function startLoginSession(
  db: Executor,
  { attempt, customerId, source, shortLived, userAgent, now }: ProvedLogin,
): Promise<RefreshToken> {
  return inTransaction(db, async (transaction) => {
    await clearFailedLogins(transaction, attempt);
    await recordSecurityEvent(transaction, { customerId, kind: 'login', at: now, source });
    return await startSession(transaction, customerId, shortLived, now, userAgent);
  });
}

/** Answers login and refresh alike: a new access token, the refresh token in cookies. */
export async function sessionFor(
  c: Context,
  deps: GatewayDeps,
  customer: { id: number; email: string; admin: boolean },
  refreshToken: RefreshToken,
  now: Date,
): Promise<Session> {
  const { token, expiresAt } = await deps.accessTokens.issue(
    {
      customerId: customer.id,
      email: customer.email,
      admin: customer.admin,
      sessionId: refreshToken.sessionId,
    },
    now,
  );
  setRefreshCookies(c, refreshToken, now);
  return {
    token,
    exp: expiresAt.toISOString(),
    email: customer.email,
    refresh_token_exp: refreshToken.expiresAt.toISOString(),
    short_lived_refresh_token: refreshToken.shortLived ? 'true' : 'false',
  };
}
