import {
  confirmLogin as confirmLoginEndpoint,
  type LoginConfirmation,
} from './contract/account-security';
import { acceptSignup as acceptSignupEndpoint, type SignupAcceptance } from './contract/signups';
import { gateway, type CallOptions } from './client';

/**
 * The links a sign-up emails (issue 42 item 2): the welcome email's, which confirms a new
 * login's email, and the one to an email that already has a login, which opens the sign-up's
 * account under it. Neither needs anyone signed in: following the link proves the inbox.
 */

/** 422 on `body.token` for a link that has expired or been used, on `body.password` for another password. */
export const confirmLogin = (body: LoginConfirmation, options?: CallOptions) =>
  gateway.call(confirmLoginEndpoint, { body }, options);

/** 422 on `body.token` for a link that has expired or been used; 409 if the home was signed up since. */
export const acceptSignup = (body: SignupAcceptance, options?: CallOptions) =>
  gateway.call(acceptSignupEndpoint, { body }, options);
