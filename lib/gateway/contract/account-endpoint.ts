import { idParams } from './common';
import type { Endpoint } from './endpoint';

type AccountEndpointSpec = Omit<Endpoint, 'auth' | 'params'>;

/**
 * An endpoint on one of the signed-in customer's accounts, `/accounts/{id}/…`: it needs a
 * bearer token, and answers 404 for an unknown account and for someone else's alike, so that
 * ids cannot be tried to find out which accounts there are.
 */
export function accountEndpoint<const E extends AccountEndpointSpec>(spec: E) {
  const errors: readonly number[] = [404, ...(spec.errors ?? [])];
  return { ...spec, auth: 'bearer' as const, params: idParams, errors };
}
