import type { Context } from 'hono';
import { z } from 'zod';
import { login, logout, refresh, signOut, type Session } from '@/lib/gateway/contract/auth';
import {
  eventSourceOf,
  recordFailedLoginEvents,
  recordSecurityEvent,
} from '../account-security/security-events';
import { inTransaction, queryOne, sql, sqlBoolean } from '../db/sql';
import type { GatewayDeps } from '../deps';
import { unauthorized } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import {
  clearRefreshCookies,
  readRefreshCookie,
  readRefreshCookies,
  setRefreshCookies,
} from './cookies';
import { knownDeviceOf, setDeviceCookie } from './device-cookies';
import {
  assertNotLockedOut,
  clearFailedLogins,
  fromDevice,
  loginAttempt,
  recordFailedLogin,
} from './lockout';
import { startSecondFactor } from './second-factor';
import {
  revokeSession,
  revokeSessionOf,
  rotateRefreshToken,
  startSession,
  type RefreshToken,
} from './sessions';

export const WRONG_CREDENTIALS = 'Email or password is incorrect';

const credentials = z.object({
  id: z.number().int(),
  email: z.string(),
  passwordHash: z.string(),
  admin: sqlBoolean,
});

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

export function findCustomer(deps: GatewayDeps, by: { email: string } | { id: number }) {
  return queryOne(
    deps.database,
    credentials,
    sql`SELECT id, email, password_hash AS "passwordHash", is_admin AS admin
          FROM customers
         WHERE ${'email' in by ? sql`lower(email) = lower(${by.email})` : sql`id = ${by.id}`}`,
  );
}

export function authRoutes(router: GatewayRouter): void {
  router.add(login, async ({ body, deps, c }) => {
    const now = deps.now();
    const customer = await findCustomer(deps, { email: body.email });
    // A device this login has logged in from before is not paused with its email everywhere.
    const device = await knownDeviceOf(c, deps, customer, now);
    const attempt = await fromDevice(deps.database, loginAttempt(deps, c, body.email), device, now);
    await assertNotLockedOut(deps.database, attempt, now);
    const source = eventSourceOf(deps, c);
    if (!(await deps.passwords.verify(customer?.passwordHash, body.password)) || !customer) {
      const pauses = await recordFailedLogin(deps.database, attempt, now);
      // In the customer's security events once answered, so that the answer takes as long
      // for an email with a login as for one without (the request is not idempotent:
      // deps.database is the database itself).
      if (customer) {
        const failure = { customerId: customer.id, source, at: now };
        deps.afterAnswer.run('Recording a failed login', () =>
          recordFailedLoginEvents(deps.database, failure, pauses),
        );
      }
      throw unauthorized(WRONG_CREDENTIALS);
    }
    // Staff give a second factor before any session (second-factor-routes.ts finishes it).
    if (customer.admin)
      return startSecondFactor(
        deps.database,
        deps.keyedHash,
        customer,
        c.req.header('user-agent'),
        now,
      );
    const shortLived = body.short_lived_refresh_token === 'true';
    // One write transaction for everything a right password changes.
    const session = await inTransaction(deps.database, async (transaction) => {
      await clearFailedLogins(transaction, attempt);
      await recordSecurityEvent(transaction, {
        customerId: customer.id,
        kind: 'login',
        at: now,
        source,
      });
      return await startSession(
        transaction,
        customer.id,
        shortLived,
        now,
        c.req.header('user-agent'),
      );
    });
    await setDeviceCookie(c, deps, customer, now);
    return sessionFor(c, deps, customer, session, now);
  });

  router.add(refresh, async ({ body, deps, c }) => {
    const now = deps.now();
    const token = readRefreshCookie(c, body.short_lived_refresh_token === 'true');
    try {
      if (!token) throw unauthorized('Your session has ended. Please log in again.');
      const rotated = await rotateRefreshToken(deps.database, token, now);
      const customer = await findCustomer(deps, { id: rotated.customerId });
      if (!customer) throw unauthorized('Your session has ended. Please log in again.');
      return await sessionFor(c, deps, customer, rotated, now);
    } catch (error) {
      // A session that cannot be resumed should not go on saying it can.
      clearRefreshCookies(c);
      throw error;
    }
  });

  router.add(logout, async ({ principal, deps, c }) => {
    const now = deps.now();
    await revokeSession(deps.database, principal.sessionId, now);
    for (const token of readRefreshCookies(c)) await revokeSessionOf(deps.database, token, now);
    clearRefreshCookies(c);
  });

  router.add(signOut, async ({ deps, c }) => {
    const now = deps.now();
    for (const token of readRefreshCookies(c)) await revokeSessionOf(deps.database, token, now);
    clearRefreshCookies(c);
  });
}
