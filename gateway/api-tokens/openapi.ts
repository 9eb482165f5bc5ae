import { API_TOKEN_PREFIX, API_TOKEN_REQUESTS_PER_MINUTE } from '@/lib/gateway/contract/api-tokens';

/** The personal API token's security scheme in the OpenAPI document: what it is and how to get one. */
export const API_TOKEN_SECURITY = {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: `${API_TOKEN_PREFIX}…`,
  description:
    'A personal API token, read-only: create one on Personal details (/accounts/edit, ' +
    '"API tokens") or with `POST /api/v1/customers/me/api-tokens` while logged in; it is shown ' +
    `once. Send it as \`Authorization: Bearer ${API_TOKEN_PREFIX}…\`. It reads only your own ` +
    "accounts' usage, readings and bills (the endpoints that list this scheme), as those " +
    `screens would show them; every other endpoint answers 401. Up to ` +
    `${API_TOKEN_REQUESTS_PER_MINUTE} requests a minute per token, then 429 with Retry-After. ` +
    'Revoke it on the same screen (`DELETE /api/v1/customers/me/api-tokens/{id}`): it stops at once.',
} as const;
