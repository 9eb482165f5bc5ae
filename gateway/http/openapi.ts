import type { OpenAPIHono } from '@hono/zod-openapi';
import { z } from 'zod';
import type { Endpoint } from '@/lib/gateway/contract/endpoint';
import { errorBody } from '@/lib/gateway/contract/errors';
import { READABLE_WITH_API_TOKEN } from '@/lib/gateway/contract/api-tokens';

export const BEARER_SCHEME = 'bearerAuth';
/** A customer's personal API token (gateway/api-tokens/), on the endpoints that read with one. */
export const API_TOKEN_SCHEME = 'apiToken';

type OpenAPIRegistry = OpenAPIHono['openAPIRegistry'];

const ERROR_DESCRIPTIONS: Record<number, string> = {
  400: 'The request is malformed; `fields` names each invalid path',
  401: 'No valid access token (or refresh cookie)',
  403: "Not for this caller: staff only, or the account may not use this screen (the screen's words)",
  404: 'No such resource',
  409: 'Conflicts with the current state',
  413: 'The body is larger than the gateway accepts (1 MiB unless configured)',
  415: 'The body was not sent as JSON',
  422: 'Well formed but breaks a rule (e.g. a reading lower than the last one)',
  429: 'Too many attempts; see Retry-After',
  500: 'Something went wrong on the gateway',
  503: 'The database is busy; try again after Retry-After seconds',
};

function errorStatuses(endpoint: Endpoint): number[] {
  const validated = endpoint.params || endpoint.query || endpoint.body;
  const statuses = new Set([
    ...(validated ? [400] : []),
    ...(endpoint.auth === 'none' ? [] : [401]),
    ...(endpoint.body ? [413, 415] : []),
    ...(endpoint.errors ?? []),
    // A personal API token reads only what the account's screen may show, so many a minute.
    ...(READABLE_WITH_API_TOKEN.includes(endpoint) ? [403, 429] : []),
    500,
    503,
  ]);
  return [...statuses].sort((a, b) => a - b);
}

/** OpenAPI's way to say a bearer token is needed, optional (`{}`: or none) or not used. */
const SECURITY: Record<Endpoint['auth'], Record<string, string[]>[]> = {
  bearer: [{ [BEARER_SCHEME]: [] }],
  'optional-bearer': [{ [BEARER_SCHEME]: [] }, {}],
  'refresh-cookie': [],
  none: [],
};

const json = (schema: z.ZodType) => ({ 'application/json': { schema } });

/** Publishes one contract endpoint in the OpenAPI document. */
export function registerEndpoint(registry: OpenAPIRegistry, endpoint: Endpoint): void {
  const errors = Object.fromEntries(
    errorStatuses(endpoint).map((status) => [
      status,
      { description: ERROR_DESCRIPTIONS[status] ?? 'Error', content: json(errorBody) },
    ]),
  );
  registry.registerPath({
    method: endpoint.method,
    path: endpoint.path,
    summary: endpoint.summary,
    tags: [endpoint.tag],
    security: READABLE_WITH_API_TOKEN.includes(endpoint)
      ? [...SECURITY[endpoint.auth], { [API_TOKEN_SCHEME]: [] }]
      : SECURITY[endpoint.auth],
    request: {
      params: endpoint.params,
      query: endpoint.query,
      headers: endpoint.idempotent
        ? z.object({ 'Idempotency-Key': z.string().min(1).max(255).optional() })
        : undefined,
      body: endpoint.body ? { required: true, content: json(endpoint.body) } : undefined,
    },
    responses: {
      [endpoint.status]: endpoint.response
        ? { description: 'Success', content: json(endpoint.response) }
        : { description: 'Done; no content' },
      ...errors,
    },
  });
}
