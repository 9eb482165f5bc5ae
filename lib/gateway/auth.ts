import * as auth from './contract/auth';
import { gateway, type CallOptions } from './client';

/**
 * Session calls for the session feature. Login and refresh answer with a new access token;
 * the refresh token itself stays in an HttpOnly cookie the gateway sets.
 */

/** A session, or for staff the second factor the login waits for (completeLogIn finishes it). */
export const logIn = (body: auth.LoginRequest, options?: CallOptions) =>
  gateway.call(auth.login, { body }, options);

/** Finishes a staff login with their authenticator app's code or a recovery code. */
export const completeLogIn = (body: auth.SecondFactorRequest, options?: CallOptions) =>
  gateway.call(auth.completeLogin, { body }, options);

export const refreshSession = (shortLived: boolean, options?: CallOptions) =>
  gateway.call(
    auth.refresh,
    { body: { short_lived_refresh_token: shortLived ? 'true' : 'false' } },
    options,
  );

/** Revokes the session and clears its cookies (needs the current access token). */
export const logOut = (options?: CallOptions) => gateway.call(auth.logout, {}, options);

/** Ends a short-lived session from its cookie alone. */
export const signOutShortLived = (options?: CallOptions) => gateway.call(auth.signOut, {}, options);
