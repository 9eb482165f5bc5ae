import type { z } from 'zod';
import { reportError } from '../monitoring/report-error';
import { publicConfig } from '../public-config';
import type {
  Endpoint,
  EndpointBodyInput,
  EndpointParams,
  EndpointQuery,
  EndpointResponse,
} from './contract/endpoint';
import { errorBody } from './contract/errors';
import { SERVER_ERROR_MESSAGE } from './contract/messages';
import { GatewayError, messageForStatus, NETWORK_ERROR_MESSAGE } from './gateway-error';

/**
 * Gives the access token for an authenticated call, renewing it first when it is due; null
 * when nobody is signed in. The session feature provides it with `setAccessTokenProvider`.
 */
export type AccessTokenProvider = () => Promise<string | null>;

export interface CallOptions {
  /** Failure statuses to report to error reporting: 500 only unless listed; false for none. */
  report?: readonly number[] | false;
  signal?: AbortSignal;
  /** Sent as the Idempotency-Key header, so a retried write happens once. */
  idempotencyKey?: string;
}

type Part<Schema, Key extends string, Value> = Schema extends z.ZodType
  ? { [K in Key]: Value }
  : { [K in Key]?: undefined };

/** What a call takes: the path params, query and body its endpoint declares. */
export type CallInput<E extends Endpoint> = Part<E['params'], 'params', EndpointParams<E>> &
  Part<E['query'], 'query', Partial<EndpointQuery<E>>> &
  Part<E['body'], 'body', EndpointBodyInput<E>>;

export interface GatewayClient {
  call<E extends Endpoint>(
    endpoint: E,
    input: CallInput<E>,
    options?: CallOptions,
  ): Promise<EndpointResponse<E>>;
}

export interface GatewayClientOptions {
  /** The gateway's origin; empty for this site's origin. */
  baseUrl: string;
  accessToken: AccessTokenProvider;
  fetch?: typeof fetch;
}

const DEFAULT_REPORTED = [500];

function urlFor(baseUrl: string, endpoint: Endpoint, params: unknown, query: unknown): string {
  const values: Record<string, unknown> = typeof params === 'object' && params ? { ...params } : {};
  const path = endpoint.path.replace(/\{(\w+)\}/g, (_, name: string) =>
    encodeURIComponent(String(values[name])),
  );
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(typeof query === 'object' && query ? query : {})) {
    if (value !== undefined && value !== null) search.set(key, String(value));
  }
  const queryString = search.toString();
  return `${baseUrl}${path}${queryString ? `?${queryString}` : ''}`;
}

async function errorFrom(response: Response): Promise<GatewayError> {
  const body = errorBody.safeParse(await response.json().catch(() => undefined));
  return body.success
    ? new GatewayError(body.data.message, body.data.statusCode, { fields: body.data.fields })
    : new GatewayError(messageForStatus(response.status), response.status);
}

export function createGatewayClient(options: GatewayClientOptions): GatewayClient {
  const fetchImpl = options.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));

  return {
    async call(endpoint, input, callOptions = {}) {
      const fail = (error: GatewayError): never => {
        const reported = callOptions.report ?? DEFAULT_REPORTED;
        if (reported !== false && reported.includes(error.statusCode)) {
          reportError(error, {
            method: endpoint.method.toUpperCase(),
            path: endpoint.path,
            statusCode: error.statusCode,
          });
        }
        throw error;
      };

      const headers = new Headers({ accept: 'application/json' });
      if (input.body !== undefined) headers.set('content-type', 'application/json');
      if (callOptions.idempotencyKey) headers.set('idempotency-key', callOptions.idempotencyKey);
      if (endpoint.auth === 'bearer' || endpoint.auth === 'optional-bearer') {
        const token = await options.accessToken();
        if (token) headers.set('authorization', `Bearer ${token}`);
        else if (endpoint.auth === 'bearer') {
          return fail(new GatewayError(messageForStatus(401), 401));
        }
      }

      let response: Response;
      try {
        response = await fetchImpl(urlFor(options.baseUrl, endpoint, input.params, input.query), {
          method: endpoint.method.toUpperCase(),
          credentials: 'include',
          headers,
          body: input.body === undefined ? undefined : JSON.stringify(input.body),
          signal: callOptions.signal,
        });
      } catch (cause) {
        // A call the caller abandoned is not a failure to report.
        if (callOptions.signal?.aborted) throw cause;
        return fail(new GatewayError(NETWORK_ERROR_MESSAGE, 500, { cause }));
      }

      if (!response.ok) return fail(await errorFrom(response));
      if (endpoint.response === null) return undefined as EndpointResponse<typeof endpoint>;
      const parsed = endpoint.response.safeParse(await response.json().catch(() => undefined));
      if (!parsed.success) {
        return fail(new GatewayError(SERVER_ERROR_MESSAGE, 500, { cause: parsed.error }));
      }
      return parsed.data as EndpointResponse<typeof endpoint>;
    },
  };
}

let accessTokenProvider: AccessTokenProvider = async () => null;

/** The session feature calls this once, with a provider that renews the token when due. */
export function setAccessTokenProvider(provider: AccessTokenProvider): void {
  accessTokenProvider = provider;
}

/** The site's gateway client: GATEWAY_URL's origin, or this site's /api/v1. */
export const gateway: GatewayClient = createGatewayClient({
  baseUrl: publicConfig.gatewayUrl,
  accessToken: () => accessTokenProvider(),
});
