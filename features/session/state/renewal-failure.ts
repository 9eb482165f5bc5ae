import { GatewayError, NETWORK_ERROR_MESSAGE } from '@/lib/gateway/gateway-error';
import { SessionEndedError } from './session-snapshot';

/**
 * The one rule for a failed renewal (issue 47): only the gateway's word ends the session (a 401
 * from the refresh, or the app has no session). Anything else (no signal, a timeout, a 5xx)
 * means it could not be asked: the customer stays signed in, and it is asked again later.
 */
export const endsSession = (error: unknown) =>
  error instanceof SessionEndedError || (error instanceof GatewayError && error.statusCode === 401);

/** What a signed-in call fails with while the session cannot be renewed: no signal, not signed out. */
export const unreachable = (cause: unknown) =>
  new GatewayError(NETWORK_ERROR_MESSAGE, 500, { cause });
