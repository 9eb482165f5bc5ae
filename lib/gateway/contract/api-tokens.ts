import { z } from 'zod';
import { getBill, getBills } from './bills';
import { entityId, idParams, isoDateTime } from './common';
import { defineEndpoint, type Endpoint } from './endpoint';
import { getReadings } from './readings';
import { getUsage } from './usage';

/** Every personal API token starts so, which tells it from a session's token (and a leaked one's finder what it is). */
export const API_TOKEN_PREFIX = 'sopat_';

/** Live tokens a customer may hold at once: enough for a few scripts, few enough to review. */
export const MAX_LIVE_API_TOKENS = 10;

/** Requests one token may make in a minute: a script's polling, not a scrape. */
export const API_TOKEN_REQUESTS_PER_MINUTE = 60;

/**
 * What a personal API token may call: reading the customer's own accounts' usage, readings and
 * bills. Every other endpoint refuses one (401), and none of these writes.
 */
export const READABLE_WITH_API_TOKEN: readonly Endpoint[] = [
  getUsage,
  getReadings,
  getBills,
  getBill,
];

export const API_TOKEN_NAME_MAX = 60;

export const apiTokenName = z
  .string()
  .trim()
  .min(1, { error: 'Enter a name for the token' })
  .max(API_TOKEN_NAME_MAX, { error: `Use ${API_TOKEN_NAME_MAX} characters or fewer` });

export const newApiToken = z.strictObject({ name: apiTokenName }).meta({ id: 'NewApiToken' });
export type NewApiToken = z.input<typeof newApiToken>;

export const apiToken = z
  .object({
    id: entityId,
    name: z.string(),
    createdAt: isoDateTime,
    /** Null until it is first used; kept to the minute. */
    lastUsedAt: isoDateTime.nullable(),
  })
  .meta({ id: 'ApiToken' });
export type ApiToken = z.infer<typeof apiToken>;

export const apiTokenList = z.object({ tokens: z.array(apiToken) }).meta({ id: 'ApiTokenList' });
export type ApiTokenList = z.infer<typeof apiTokenList>;

/** A new token, with its secret: the only time the gateway gives it, since it keeps a hash. */
export const createdApiToken = apiToken
  .extend({ token: z.string().startsWith(API_TOKEN_PREFIX) })
  .meta({ id: 'CreatedApiToken' });
export type CreatedApiToken = z.infer<typeof createdApiToken>;

const HOW_TO_USE =
  `Send it as \`Authorization: Bearer ${API_TOKEN_PREFIX}…\` to the endpoints marked with ` +
  `the apiToken scheme (GET of your accounts' usage, readings and bills), up to ` +
  `${API_TOKEN_REQUESTS_PER_MINUTE} requests a minute (429 with Retry-After past that).`;

export const listApiTokens = defineEndpoint({
  method: 'get',
  path: '/api/v1/customers/me/api-tokens',
  summary: "The signed-in customer's live personal API tokens (names and dates; never the token)",
  tag: 'api-tokens',
  auth: 'bearer',
  response: apiTokenList,
  status: 200,
});

export const createApiToken = defineEndpoint({
  method: 'post',
  path: '/api/v1/customers/me/api-tokens',
  summary: `Create a read-only personal API token, given once in this answer. ${HOW_TO_USE}`,
  tag: 'api-tokens',
  auth: 'bearer',
  body: newApiToken,
  response: createdApiToken,
  status: 201,
  errors: [422],
});

export const revokeApiToken = defineEndpoint({
  method: 'delete',
  path: '/api/v1/customers/me/api-tokens/{id}',
  summary: 'Revoke a personal API token: it stops working at once',
  tag: 'api-tokens',
  auth: 'bearer',
  params: idParams,
  response: null,
  status: 204,
  errors: [404],
});
