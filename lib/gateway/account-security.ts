import * as security from './contract/account-security';
import { gateway, type CallOptions } from './client';

/** A forgotten password, a changed one, and the devices a customer is signed in on. */

/** Answers alike whether or not the email has an account. */
export const requestPasswordReset = (body: security.PasswordResetRequest, options?: CallOptions) =>
  gateway.call(security.requestPasswordReset, { body }, options);

/** 422 on `body.token` for a link that has expired or been used. */
export const confirmPasswordReset = (
  body: security.PasswordResetConfirmation,
  options?: CallOptions,
) => gateway.call(security.confirmPasswordReset, { body }, options);

/** 422 on `body.token` for a link that has expired or been used; 409 if the email was taken since. */
export const confirmEmailChange = (body: security.EmailChangeConfirmation, options?: CallOptions) =>
  gateway.call(security.confirmEmailChange, { body }, options);

export const changePassword = (body: security.PasswordChange, options?: CallOptions) =>
  gateway.call(security.changePassword, { body }, options);

export const listSessions = (options?: CallOptions) =>
  gateway.call(security.listSessions, {}, options);

export const endSession = (sessionId: string, options?: CallOptions) =>
  gateway.call(security.endSession, { params: { sessionId } }, options);

export const endOtherSessions = (options?: CallOptions) =>
  gateway.call(security.endOtherSessions, {}, options);

/** The customer's latest security events (logins, wrong passwords, changes), newest first. */
export const listSecurityEvents = (options?: CallOptions) =>
  gateway.call(security.listSecurityEvents, {}, options);
