import { z } from 'zod';
import { queryOne, sql, sqlBoolean } from '../db/sql';
import type { GatewayDeps } from '../deps';
import { unauthorized } from '../http/http-error';
import type { Principal } from './access-tokens';
import { SESSION_EXPIRED, sessionEndsAt } from './sessions';

const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/;

/** The customer a request's bearer token names, if the token is valid and its session live. */
export async function authenticate(request: Request, deps: GatewayDeps): Promise<Principal> {
  const token = BEARER.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token) throw unauthorized();
  const now = deps.now();
  const principal = await deps.accessTokens.verify(token, now);
  const session = await queryOne(
    deps.database,
    z.object({ revoked: sqlBoolean, startedAt: z.string(), staff: sqlBoolean }),
    sql`SELECT CASE WHEN f.revoked_at IS NULL THEN 0 ELSE 1 END AS revoked,
               f.created_at AS "startedAt", c.is_admin AS staff
          FROM session_families f JOIN customers c ON c.id = f.customer_id
         WHERE f.id = ${principal.sessionId}`,
  );
  if (!session || session.revoked) {
    throw unauthorized('Your session has ended. Please log in again.');
  }
  // An access token issued just before the session's 30 days (staff: 12 hours) are up ends with them.
  if (sessionEndsAt(session.startedAt, session.staff) <= now) throw unauthorized(SESSION_EXPIRED);
  return principal;
}

const principals = new WeakMap<Request, Promise<Principal>>();

/**
 * authenticate, once per request: the section guard (gateway/accounts/section-guard.ts) and the
 * router's handler both need the principal.
 */
export function authenticateOnce(request: Request, deps: GatewayDeps): Promise<Principal> {
  let principal = principals.get(request);
  if (!principal) {
    principal = authenticate(request, deps);
    principals.set(request, principal);
  }
  return principal;
}
