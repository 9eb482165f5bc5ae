import { idParams } from './common';
import type { Endpoint } from './endpoint';

type AccountEndpointSpec = Omit<Endpoint, 'auth' | 'params'>;

/**
 * An endpoint on one of the signed-in customer's accounts, `/accounts/{id}/…`: it needs a
 * bearer token, and answers 403 for someone else's account and 404 for an unknown one.
 */
export function accountEndpoint<const E extends AccountEndpointSpec>(spec: E) {
  const errors: readonly number[] = [403, 404, ...(spec.errors ?? [])];
  return { ...spec, auth: 'bearer' as const, params: idParams, errors };
}
