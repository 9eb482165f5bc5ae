import { describeSendFailure, type SendFailure } from '@/lib/forms/send-failure';
import { SERVER_ERROR_MESSAGE } from '@/lib/gateway/contract/messages';
import { GatewayError, NETWORK_ERROR_MESSAGE } from '@/lib/gateway/gateway-error';

export const WRONG_DETAILS_MESSAGE =
  'The email address or password is not right. Please check them and try again.';
export const NO_CONNECTION_MESSAGE =
  "We couldn't reach So Energy. Please check your internet connection and try again.";

type LoginField = 'email' | 'password';

const aboveTheForm = (message: string): SendFailure<LoginField> => ({ message, fields: [] });

/** A failed login in words the customer can act on. */
export function describeLoginFailure(error: unknown, online = true): SendFailure<LoginField> {
  if (!(error instanceof GatewayError)) {
    // The gateway code itself could not be downloaded.
    return aboveTheForm(online ? SERVER_ERROR_MESSAGE : NO_CONNECTION_MESSAGE);
  }
  if (error.statusCode === 401) return aboveTheForm(WRONG_DETAILS_MESSAGE);
  // Paused after too many attempts (this email from here, or this connection): the gateway
  // says which, for how long, and offers a password reset where that helps.
  if (error.statusCode === 429) return aboveTheForm(error.message);
  if (error.message === NETWORK_ERROR_MESSAGE) return aboveTheForm(NO_CONNECTION_MESSAGE);
  // The gateway's message stays above the form even when it names the fields it refused.
  const { fields } = describeSendFailure(error, ['email', 'password']);
  return { message: error.message, fields };
}
