import { SERVER_ERROR_MESSAGE } from '@/lib/gateway/contract/messages';
import { GatewayError, NETWORK_ERROR_MESSAGE } from '@/lib/gateway/gateway-error';

export const WRONG_DETAILS_MESSAGE =
  'The email address or password is not right. Please check them and try again.';
export const NO_CONNECTION_MESSAGE =
  "We couldn't reach So Energy. Please check your internet connection and try again.";

export interface LoginFailure {
  /** Shown above the form. */
  message: string;
  /** Shown beside a field the gateway refused. */
  fields: { email?: string; password?: string };
}

/** A failed login in words the customer can act on. */
export function describeLoginFailure(error: unknown, online = true): LoginFailure {
  if (!(error instanceof GatewayError)) {
    // The gateway code itself could not be downloaded.
    return { message: online ? SERVER_ERROR_MESSAGE : NO_CONNECTION_MESSAGE, fields: {} };
  }
  if (error.statusCode === 401) return { message: WRONG_DETAILS_MESSAGE, fields: {} };
  // Locked for 15 minutes after five failures: the gateway says so, and for how long.
  if (error.statusCode === 429) return { message: error.message, fields: {} };
  if (error.message === NETWORK_ERROR_MESSAGE)
    return { message: NO_CONNECTION_MESSAGE, fields: {} };
  const fields: LoginFailure['fields'] = {};
  for (const field of error.fields) {
    if (field.path === 'body.email') fields.email = field.message;
    if (field.path === 'body.password') fields.password = field.message;
  }
  return { message: error.message, fields };
}
