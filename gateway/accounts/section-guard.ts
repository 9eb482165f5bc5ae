import type { MiddlewareHandler } from 'hono';
import { guardsSection } from '@/lib/gateway/contract/account-endpoint';
import {
  sectionFactsOf,
  sectionRefusal,
  type AccountRule,
} from '@/lib/gateway/contract/account-sections';
import type { Endpoint } from '@/lib/gateway/contract/endpoint';
import { idParams } from '@/lib/gateway/contract/common';
import { londonToday } from '@/lib/iso-date';
import type { Principal } from '../auth/access-tokens';
import { authenticateOnce } from '../auth/authenticate';
import type { GatewayDeps } from '../deps';
import { forbidden } from '../http/http-error';
import { repeatsKeptAnswer } from '../http/idempotency';
import { parseRequestPart } from '../http/validation';
import { accountStateOf } from './account-state';
import { agreementsOf } from './agreements';
import { ownedAccount } from './owned-account';

/**
 * Why the customer's account may use none of these sections, in the words its screen shows,
 * or null when it may use one, judged on the account's state and the CMS's switches.
 */
export async function accountSectionRefusal(
  deps: GatewayDeps,
  accountId: number,
  principal: Principal,
  sections: readonly AccountRule[],
): Promise<string | null> {
  const account = await ownedAccount(deps.database, accountId, principal);
  const today = londonToday(deps.now());
  const agreements = await agreementsOf(deps.database, account.id, today);
  const state = await accountStateOf(deps.database, account, agreements, today);
  const facts = sectionFactsOf(state, await deps.featureFlags());
  const refusals = sections.map((section) => sectionRefusal(section, facts));
  return refusals.includes(null) ? null : (refusals[0] ?? null);
}

/**
 * SPEC §5 kept by the gateway: a write to an account section whose rule the account fails is
 * refused with 403 in the screen's words, before its body is read and with nothing written.
 * A retry with an Idempotency-Key already answered gets its first answer again. Null for an
 * endpoint with no section to guard.
 */
export function sectionGuard(endpoint: Endpoint, deps: GatewayDeps): MiddlewareHandler | null {
  const { section } = endpoint;
  if (!guardsSection(endpoint) || section === undefined || section === 'accountHome') return null;
  const sections: readonly AccountRule[] = typeof section === 'string' ? [section] : section;
  return async (c, next) => {
    const principal = await authenticateOnce(c.req.raw, deps);
    const { id } = parseRequestPart('params', idParams, c.req.param());
    if (endpoint.idempotent && (await repeatsKeptAnswer(c.req.raw, deps, principal))) {
      return next();
    }
    const refusal = await accountSectionRefusal(deps, id, principal, sections);
    if (refusal !== null) throw forbidden(refusal);
    await next();
  };
}
