import type { GatewayDeps } from '../deps';
import { unauthorized } from '../http/http-error';
import type { Principal } from './access-tokens';
import { SESSION_EXPIRED, sessionById, sessionEndsAt } from './sessions';

const BEARER = /^Bearer ([\w-]+\.[\w-]+\.[\w-]+)$/;

/** The customer a request's bearer token names, if the token is valid and its session live. */
export async function authenticate(request: Request, deps: GatewayDeps): Promise<Principal> {
  const token = BEARER.exec(request.headers.get('authorization') ?? '')?.[1];
  if (!token) throw unauthorized();
  const now = deps.now();
  const principal = await deps.accessTokens.verify(token, now);
  const session = await sessionById(deps.database, principal.sessionId);
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
