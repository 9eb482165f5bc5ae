import type { OpenAPIHono } from '@hono/zod-openapi';
import type { Context } from 'hono';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import type {
  Endpoint,
  EndpointBody,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
  EndpointResponseInput,
} from '@/lib/gateway/contract/endpoint';
import type { Principal } from '../auth/access-tokens';
import { authenticateCaller } from '../api-tokens/authenticate-api-token';
import { sectionGuard } from '../accounts/section-guard';
import type { GatewayDeps } from '../deps';
import { withIdempotency } from './idempotency';
import { registerEndpoint } from './openapi';
import { ShapedJson } from './shaped-json';
import { parseRequestPart, readJsonBody } from './validation';

export interface HandlerInput<E extends Endpoint> {
  params: EndpointParams<E>;
  query: EndpointQuery<E>;
  body: EndpointBody<E>;
  /** The signed-in customer: always on bearer endpoints, when a token was sent on optional ones. */
  principal: E['auth'] extends 'bearer'
    ? Principal
    : E['auth'] extends 'optional-bearer'
      ? Principal | undefined
      : undefined;
  deps: GatewayDeps;
  /** For cookies and headers; the body is returned, never written through it. */
  c: Context;
}

/** What a handler answers: what the response schema accepts, or that already shaped by it. */
type HandlerResult<E extends Endpoint> = EndpointResponseInput<E> | ShapedJson<EndpointResponse<E>>;

/** Returns what the endpoint's response schema accepts; throws HttpError to fail. */
export type Handler<E extends Endpoint> = (
  input: HandlerInput<E>,
) => HandlerResult<E> | Promise<HandlerResult<E>>;

export interface GatewayRouter {
  add<const E extends Endpoint>(endpoint: E, handler: Handler<E>): void;
}

/** The Content-Type `c.json()` gives an answer. */
const JSON_CONTENT = { 'content-type': 'application/json' };

/** `/accounts/{id}` (OpenAPI) → `/accounts/:id` (Hono). */
export function honoPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1');
}

/**
 * Registers endpoints from the contract: each request is authenticated, a write to an account
 * section judged by the section's rule (gateway/accounts/section-guard.ts), validated against
 * the endpoint's schemas (400 naming the invalid fields), handled, and its answer shaped by
 * the response schema, which drops anything the contract does not name (unless the handler
 * shaped it already: `ShapedJson`, sent as it is).
 */
export function createRouter(app: OpenAPIHono, deps: GatewayDeps): GatewayRouter {
  return {
    add(endpoint, handler) {
      registerEndpoint(app.openAPIRegistry, endpoint);
      const guard = sectionGuard(endpoint, deps);
      const path = honoPath(endpoint.path);
      const method = endpoint.method.toUpperCase();
      if (guard) app.on(method, path, guard);
      app.on(method, path, async (c) => {
        const bearerSent = endpoint.auth === 'optional-bearer' && c.req.header('authorization');
        const principal =
          endpoint.auth === 'bearer' || bearerSent
            ? await authenticateCaller(endpoint, c, deps)
            : undefined;
        const params = endpoint.params
          ? parseRequestPart('params', endpoint.params, c.req.param())
          : undefined;
        const query = endpoint.query
          ? parseRequestPart('query', endpoint.query, c.req.query())
          : undefined;
        const body = endpoint.body
          ? parseRequestPart('body', endpoint.body, await readJsonBody(c.req.raw))
          : undefined;
        // The schemas above are the endpoint's own, so these outputs are its declared types.
        const input = { params, query, body, principal, deps, c } as HandlerInput<typeof endpoint>;
        const shape = (result: unknown) =>
          endpoint.response === null
            ? null
            : result instanceof ShapedJson
              ? result
              : endpoint.response.parse(result);

        const { status, json } =
          endpoint.idempotent && principal
            ? // The handler writes through the request's transaction, shared with its stored answer.
              await withIdempotency(
                c.req.raw,
                deps,
                principal,
                body,
                endpoint.status,
                async (database) => shape(await handler({ ...input, deps: { ...deps, database } })),
              )
            : { status: endpoint.status, json: shape(await handler(input)) };
        if (json === null) return c.body(null, 204);
        if (json instanceof ShapedJson) {
          return c.body(json.text, status as ContentfulStatusCode, JSON_CONTENT);
        }
        return c.json(json, status as ContentfulStatusCode);
      });
    },
  };
}
