import { idParams } from './common';
import type { Endpoint, EndpointSection } from './endpoint';

type AccountEndpointSpec = Omit<Endpoint, 'auth' | 'params' | 'section'> & {
  readonly section: EndpointSection;
};

/** Whether the gateway judges an endpoint's section before handling it: writes to a screen. */
export function guardsSection(endpoint: Endpoint): boolean {
  const { method, section } = endpoint;
  return method !== 'get' && section !== undefined && section !== 'accountHome';
}

/**
 * An endpoint on one of the signed-in customer's accounts, `/accounts/{id}/…`: it needs a
 * bearer token, and answers 404 for an unknown account and for someone else's alike, so that
 * ids cannot be tried to find out which accounts there are. A write answers 403, in the
 * screen's words, when the account may not use the section it names (account-sections.ts);
 * reads stay open, since the screens decide what they show.
 */
export function accountEndpoint<const E extends AccountEndpointSpec>(spec: E) {
  const endpoint = { ...spec, auth: 'bearer' as const, params: idParams };
  const refused = guardsSection(endpoint) ? [403] : [];
  return { ...endpoint, errors: [...refused, 404, ...(spec.errors ?? [])] as readonly number[] };
}
