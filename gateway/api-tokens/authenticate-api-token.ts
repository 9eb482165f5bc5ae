import type { Context } from 'hono';
import type { AccountRule } from '@/lib/gateway/contract/account-sections';
import { READABLE_WITH_API_TOKEN } from '@/lib/gateway/contract/api-tokens';
import { idParams } from '@/lib/gateway/contract/common';
import type { Endpoint } from '@/lib/gateway/contract/endpoint';
import { accountSectionRefusal } from '../accounts/section-guard';
import type { Principal } from '../auth/access-tokens';
import { authenticateOnce } from '../auth/authenticate';
import type { GatewayDeps } from '../deps';
import { forbidden, unauthorized } from '../http/http-error';
import { parseRequestPart } from '../http/validation';
import { liveApiTokenByHash, markApiTokenUsed } from './queries';
import { apiTokenHash, apiTokenOf, wellFormedApiToken } from './token-secret';

export const API_TOKEN_NOT_ACCEPTED =
  "A personal API token can only read your accounts' usage, readings and bills. Log in to do anything else.";
export const API_TOKEN_NOT_VALID =
  'This API token is not valid or has been revoked. Create a new one in Personal details.';

/** A token's last-used date moves at most once a minute, so a polling script is not a write a request. */
const LAST_USED_STEP_MS = 60_000;

/**
 * The customer a personal API token names, for an endpoint that accepts one: live (not
 * revoked), reading one of the customer's own accounts (404 for any other, as for a session),
 * and only what the account's rules let its screen show (403 in the screen's words), since a
 * token reads for a script what the screen would show its customer.
 */
async function apiTokenCaller(
  token: string,
  endpoint: Endpoint,
  c: Context,
  deps: GatewayDeps,
): Promise<Principal> {
  const found = wellFormedApiToken(token)
    ? await liveApiTokenByHash(deps.database, apiTokenHash(token))
    : undefined;
  if (!found) throw unauthorized(API_TOKEN_NOT_VALID);
  const now = deps.now();
  const lastUsed = found.lastUsedAt ? Date.parse(found.lastUsedAt) : -Infinity;
  if (now.getTime() - lastUsed >= LAST_USED_STEP_MS) {
    await markApiTokenUsed(deps.database, found.id, now.toISOString());
  }
  const principal: Principal = {
    customerId: found.customerId,
    email: found.email,
    admin: false,
    // No session stands behind a token; the endpoints that read with one never ask for it.
    sessionId: `api-token:${found.id}`,
  };
  const { section } = endpoint;
  if (section !== undefined && section !== 'accountHome') {
    const sections: readonly AccountRule[] = typeof section === 'string' ? [section] : section;
    const { id } = parseRequestPart('params', idParams, c.req.param());
    const refusal = await accountSectionRefusal(deps, id, principal, sections);
    if (refusal !== null) throw forbidden(refusal);
  }
  return principal;
}

/**
 * Who is calling a bearer endpoint: a session's access token anywhere, a personal API token
 * only on the endpoints that read with one (READABLE_WITH_API_TOKEN), every other refusing it.
 */
export async function authenticateCaller(
  endpoint: Endpoint,
  c: Context,
  deps: GatewayDeps,
): Promise<Principal> {
  const token = apiTokenOf(c.req.header('authorization'));
  if (token === undefined) return authenticateOnce(c.req.raw, deps);
  if (!READABLE_WITH_API_TOKEN.includes(endpoint)) throw unauthorized(API_TOKEN_NOT_ACCEPTED);
  return apiTokenCaller(token, endpoint, c, deps);
}
