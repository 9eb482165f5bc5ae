import { login, logout, refresh, signOut } from '@/lib/gateway/contract/auth';
import { eventSourceOf, recordFailedLoginEvents } from '../account-security/security-events';
import { unauthorized } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { clearRefreshCookies, readRefreshCookie, readRefreshCookies } from './cookies';
import { credentialsOf } from './credentials';
import { knownDeviceOf, setDeviceCookie } from './device-cookies';
import { assertNotLockedOut, fromDevice, loginAttempt, recordFailedLogin } from './lockout';
import { sessionFor, startLoginSession } from './login-session';
import { startSecondFactor } from './second-factor';
import { revokeSession, revokeSessionOf, rotateRefreshToken } from './sessions';

export const WRONG_CREDENTIALS = 'Email or password is incorrect';

export function authRoutes(router: GatewayRouter): void {
  router.add(login, async ({ body, deps, c }) => {
    const now = deps.now();
    const customer = await credentialsOf(deps.database, { email: body.email });
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
    const session = await startLoginSession(deps.database, {
      attempt,
      customerId: customer.id,
      source,
      shortLived: body.short_lived_refresh_token === 'true',
      userAgent: c.req.header('user-agent'),
      now,
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
      const customer = await credentialsOf(deps.database, { id: rotated.customerId });
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
