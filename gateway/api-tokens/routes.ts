import {
  createApiToken,
  listApiTokens,
  MAX_LIVE_API_TOKENS,
  revokeApiToken,
} from '@/lib/gateway/contract/api-tokens';
import { inTransaction } from '../db/sql';
import { notFound, unprocessable } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import {
  insertApiToken,
  liveApiTokenCount,
  liveApiTokenNamed,
  liveApiTokens,
  revokeApiTokenOf,
} from './queries';
import { apiTokenHash, newApiTokenSecret } from './token-secret';

export const TOO_MANY_API_TOKENS = `You can have up to ${MAX_LIVE_API_TOKENS} API tokens. Revoke one you no longer use, then create a new one.`;
export const API_TOKEN_NAME_TAKEN = 'You already have a token with this name. Choose another.';
export const API_TOKEN_NOT_FOUND = 'We could not find that API token. It may have been revoked.';

/**
 * Personal API tokens (issue 47 item 3): the customer lists, creates and revokes them with
 * their session's token; a personal token cannot make or revoke tokens (only the endpoints in
 * READABLE_WITH_API_TOKEN take one).
 */
export function apiTokenRoutes(router: GatewayRouter): void {
  router.add(listApiTokens, async ({ principal, deps }) => ({
    tokens: await liveApiTokens(deps.database, principal.customerId),
  }));

  router.add(createApiToken, async ({ body, principal, deps }) => {
    const { customerId } = principal;
    const token = newApiTokenSecret();
    const createdAt = deps.now().toISOString();
    // The count, the name's check and the insert share one transaction: two at once cannot both pass.
    const id = await inTransaction(deps.database, async (transaction) => {
      if ((await liveApiTokenCount(transaction, customerId)) >= MAX_LIVE_API_TOKENS) {
        throw unprocessable(TOO_MANY_API_TOKENS);
      }
      if (await liveApiTokenNamed(transaction, customerId, body.name)) {
        throw unprocessable(API_TOKEN_NAME_TAKEN, 'body.name');
      }
      return insertApiToken(transaction, {
        customerId,
        name: body.name,
        hash: apiTokenHash(token),
        createdAt,
      });
    });
    return { id, name: body.name, createdAt, lastUsedAt: null, token };
  });

  router.add(revokeApiToken, async ({ params, principal, deps }) => {
    const now = deps.now().toISOString();
    if (!(await revokeApiTokenOf(deps.database, principal.customerId, params.id, now))) {
      throw notFound(API_TOKEN_NOT_FOUND);
    }
  });
}
