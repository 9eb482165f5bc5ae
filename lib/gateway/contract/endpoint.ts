import type { z } from 'zod';
import type { AccountRule } from './account-sections';

export type HttpMethod = 'get' | 'post' | 'patch' | 'delete';

/**
 * How a caller proves who they are: a bearer access token, the refresh cookie the gateway set
 * at login, or nothing. 'optional-bearer' endpoints answer anyone, and say more to a signed-in
 * customer who sends their token.
 */
export type EndpointAuth = 'bearer' | 'optional-bearer' | 'refresh-cookie' | 'none';

/**
 * The account screen an endpoint serves (lib/gateway/contract/account-sections.ts), or several
 * when screens share it (renewing and fixing a tariff); 'accountHome' for what every signed-in
 * customer sees. The gateway refuses a write whose account may use none of them (403).
 */
export type EndpointSection = AccountRule | readonly AccountRule[] | 'accountHome';

/**
 * One call of the portal gateway, described once: the client builds requests and parses
 * responses from it, the gateway validates requests and shapes responses with it, and the
 * OpenAPI document is generated from it. Paths use OpenAPI's `{name}` placeholders.
 */
export interface Endpoint {
  readonly method: HttpMethod;
  readonly path: `/${string}`;
  readonly summary: string;
  /** The OpenAPI tag: the contract module the endpoint belongs to. */
  readonly tag: string;
  readonly auth: EndpointAuth;
  readonly params?: z.ZodObject;
  readonly query?: z.ZodObject;
  readonly body?: z.ZodType;
  /** The success body; null for 204 No Content. */
  readonly response: z.ZodType | null;
  readonly status: 200 | 201 | 202 | 204;
  /** Repeating a request with the same `Idempotency-Key` header replays the first answer. */
  readonly idempotent?: boolean;
  /** Declared by every endpoint on an account (`/accounts/{id}/…`) and every staff endpoint. */
  readonly section?: EndpointSection;
  /** Error statuses this endpoint can answer besides 400, 401 and 500, for the docs. */
  readonly errors?: readonly number[];
}

/** Keeps every literal of the definition in its type, so callers and handlers are typed. */
export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

type Output<Schema> = Schema extends z.ZodType ? z.output<Schema> : undefined;
type Input<Schema> = Schema extends z.ZodType ? z.input<Schema> : undefined;

export type EndpointParams<E extends Endpoint> = Output<E['params']>;
export type EndpointQuery<E extends Endpoint> = Output<E['query']>;
export type EndpointBody<E extends Endpoint> = Output<E['body']>;
/** What a caller sends as the body (before the schema's defaults and transforms). */
export type EndpointBodyInput<E extends Endpoint> = Input<E['body']>;
/** The parsed success body; undefined for 204. */
export type EndpointResponse<E extends Endpoint> = Output<E['response']>;
/** What a gateway handler returns: anything the response schema accepts (nothing for 204). */
export type EndpointResponseInput<E extends Endpoint> = E['response'] extends z.ZodType
  ? z.input<E['response']>
  : void;
