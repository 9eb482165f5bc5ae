import type { OpenAPIHono } from '@hono/zod-openapi';
import { rateLimiter } from 'hono-rate-limiter';
import {
  API_TOKEN_REQUESTS_PER_MINUTE,
  READABLE_WITH_API_TOKEN,
} from '@/lib/gateway/contract/api-tokens';
import { inMemory, type RateLimitStores } from '../http/rate-limits';
import { rememberRefusals } from '../http/remembered-refusals';
import { honoPath } from '../http/router';
import { tooManyRequests } from '../http/too-many-requests';
import { apiTokenHash, apiTokenOf } from './token-secret';

const WINDOW_MS = 60_000;

const tooManyMessage = (wait: string) =>
  `This API token has made ${API_TOKEN_REQUESTS_PER_MINUTE} requests in the last minute. ` +
  `Please wait ${wait} and try again.`;

/**
 * Each personal API token's requests, counted per token (by its hash) in the gateway's limit
 * store: past API_TOKEN_REQUESTS_PER_MINUTE a minute, 429 with Retry-After. It is part of what
 * a token is, so RATE_LIMITS (the limits per client address) does not switch it off.
 */
export function addApiTokenRateLimit(app: OpenAPIHono, stores: RateLimitStores = inMemory): void {
  const limiter = rateLimiter({
    windowMs: WINDOW_MS,
    limit: API_TOKEN_REQUESTS_PER_MINUTE,
    store: rememberRefusals(stores('apiTokens'), API_TOKEN_REQUESTS_PER_MINUTE),
    standardHeaders: false,
    skip: (c) => apiTokenOf(c.req.header('authorization')) === undefined,
    keyGenerator: (c) => apiTokenHash(apiTokenOf(c.req.header('authorization')) ?? ''),
    handler: (c) => {
      const { resetTime } = c.get('rateLimit');
      throw tooManyRequests(
        resetTime ? resetTime.getTime() - Date.now() : WINDOW_MS,
        tooManyMessage,
      );
    },
  });
  for (const endpoint of READABLE_WITH_API_TOKEN) {
    app.on(endpoint.method.toUpperCase(), honoPath(endpoint.path), limiter);
  }
}
