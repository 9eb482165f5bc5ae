import * as apiTokens from './contract/api-tokens';
import { gateway, type CallOptions } from './client';

/** The customer's personal API tokens: listed, created (the token given once) and revoked. */

export const listApiTokens = (options?: CallOptions) =>
  gateway.call(apiTokens.listApiTokens, {}, options);

/** 422 on `body.name` for a name a live token has; 422 for too many tokens. */
export const createApiToken = (body: apiTokens.NewApiToken, options?: CallOptions) =>
  gateway.call(apiTokens.createApiToken, { body }, options);

export const revokeApiToken = (id: number, options?: CallOptions) =>
  gateway.call(apiTokens.revokeApiToken, { params: { id } }, options);
