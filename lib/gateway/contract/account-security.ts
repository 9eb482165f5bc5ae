import { z } from 'zod';
import { emailAddress, isoDateTime } from './common';
import { defineEndpoint } from './endpoint';
import { newPassword } from './new-password';
import { MAX_PASSWORD_LENGTH, RESET_LINK_EXPIRED_MESSAGE } from './password-rules';
import { SECURITY_EVENT_KINDS, SECURITY_EVENTS_LIMIT } from './security-event-kinds';
import { LOGIN_CONFIRMATION_EXPIRED_MESSAGE, SIGNUP_LINK_DAYS } from './signup-links';

/**
 * Keeping a login safe: a forgotten password reset by a link sent by email, the password
 * changed with the current one, and the devices the customer is signed in on.
 */

export const passwordResetRequest = z
  .strictObject({ email: emailAddress })
  .meta({ id: 'PasswordResetRequest' });
export type PasswordResetRequest = z.input<typeof passwordResetRequest>;

/** The same words whether or not the email has an account. */
export const passwordResetAccepted = z
  .object({ message: z.string() })
  .meta({ id: 'PasswordResetAccepted' });

export const requestPasswordReset = defineEndpoint({
  method: 'post',
  path: '/api/v1/auth/password-resets',
  summary:
    'Email a one-time link to reset the password, if the email has an account; the answer is the same either way',
  tag: 'account-security',
  auth: 'none',
  body: passwordResetRequest,
  response: passwordResetAccepted,
  status: 202,
  errors: [429],
});

/** The token of an emailed link (a password reset, a new email): 32 random bytes, base64url. */
export const linkToken = z
  .string({ error: RESET_LINK_EXPIRED_MESSAGE })
  .regex(/^[A-Za-z0-9_-]{43}$/, { error: RESET_LINK_EXPIRED_MESSAGE });

export const passwordResetConfirmation = z
  .strictObject({ token: linkToken, password: newPassword })
  .meta({ id: 'PasswordResetConfirmation' });
export type PasswordResetConfirmation = z.input<typeof passwordResetConfirmation>;

export const confirmPasswordReset = defineEndpoint({
  method: 'post',
  path: '/api/v1/auth/password-resets/confirm',
  summary:
    "Set a new password with a reset link's token (once, within 30 minutes); ends every session of the customer",
  tag: 'account-security',
  auth: 'none',
  body: passwordResetConfirmation,
  response: null,
  status: 204,
  errors: [422, 429],
});

export const passwordChange = z
  .strictObject({
    currentPassword: z
      .string({ error: 'Enter your current password' })
      .min(1, { error: 'Enter your current password' })
      .max(MAX_PASSWORD_LENGTH),
    newPassword,
  })
  .meta({ id: 'PasswordChange' });
export type PasswordChange = z.input<typeof passwordChange>;

export const passwordChanged = z
  .object({
    /** How many of the customer's other sessions the change ended. */
    otherSessionsEnded: z.number().int().nonnegative(),
  })
  .meta({ id: 'PasswordChanged' });
export type PasswordChanged = z.infer<typeof passwordChanged>;

export const changePassword = defineEndpoint({
  method: 'post',
  path: '/api/v1/auth/password',
  summary:
    "Change the password, given the current one; ends the customer's other sessions and keeps this one",
  tag: 'account-security',
  auth: 'bearer',
  body: passwordChange,
  response: passwordChanged,
  status: 200,
  errors: [422, 429],
});

/** A device the customer is signed in on: one session, from its login to its last refresh. */
export const signedInSession = z
  .object({
    id: z.uuid(),
    /** The browser and system in words, e.g. "Chrome on Android". */
    device: z.string(),
    signedInAt: isoDateTime,
    lastActiveAt: isoDateTime,
    /** The session of the access token that asked. */
    current: z.boolean(),
  })
  .meta({ id: 'SignedInSession' });
export type SignedInSession = z.infer<typeof signedInSession>;

export const signedInSessions = z
  .object({ sessions: z.array(signedInSession) })
  .meta({ id: 'SignedInSessions' });

export const listSessions = defineEndpoint({
  method: 'get',
  path: '/api/v1/auth/sessions',
  summary: 'The sessions the customer is signed in with, this one first, then the latest used',
  tag: 'account-security',
  auth: 'bearer',
  response: signedInSessions,
  status: 200,
});

export const endSession = defineEndpoint({
  method: 'delete',
  path: '/api/v1/auth/sessions/{sessionId}',
  summary:
    "Sign another of the customer's sessions out (404 for one that is not theirs or has ended)",
  tag: 'account-security',
  auth: 'bearer',
  params: z.object({
    sessionId: z.uuid({ error: 'must be the id of one of your sessions' }),
  }),
  response: null,
  status: 204,
  errors: [404, 422],
});

export const otherSessionsEnded = z
  .object({ ended: z.number().int().nonnegative() })
  .meta({ id: 'OtherSessionsEnded' });

export const endOtherSessions = defineEndpoint({
  method: 'post',
  path: '/api/v1/auth/sessions/sign-out-others',
  summary: "Sign out every session of the customer's but this one",
  tag: 'account-security',
  auth: 'bearer',
  response: otherSessionsEnded,
  status: 200,
});

export const emailChangeConfirmation = z
  .strictObject({ token: linkToken })
  .meta({ id: 'EmailChangeConfirmation' });
export type EmailChangeConfirmation = z.input<typeof emailChangeConfirmation>;

export const emailChanged = z
  .object({
    /** The email the customer logs in with from now on. */
    email: z.email(),
  })
  .meta({ id: 'EmailChanged' });
export type EmailChanged = z.infer<typeof emailChanged>;

export const confirmEmailChange = defineEndpoint({
  method: 'post',
  path: '/api/v1/auth/email-changes/confirm',
  summary:
    "Move the login to the new email a confirmation link was sent to (once, within 24 hours), from that link's token",
  tag: 'account-security',
  auth: 'none',
  body: emailChangeConfirmation,
  response: emailChanged,
  status: 200,
  errors: [409, 422, 429],
});

export const loginConfirmation = z
  .strictObject({
    token: z
      .string({ error: LOGIN_CONFIRMATION_EXPIRED_MESSAGE })
      .regex(/^[A-Za-z0-9_-]{43}$/, { error: LOGIN_CONFIRMATION_EXPIRED_MESSAGE }),
    /** The login's password: the link alone does not say who chose it. */
    password: z
      .string({ error: 'Enter your password' })
      .min(1, { error: 'Enter your password' })
      .max(MAX_PASSWORD_LENGTH),
  })
  .meta({ id: 'LoginConfirmation' });
export type LoginConfirmation = z.input<typeof loginConfirmation>;

export const loginConfirmed = z
  .object({
    /** The email the login is confirmed for. */
    email: z.email(),
  })
  .meta({ id: 'LoginConfirmed' });
export type LoginConfirmed = z.infer<typeof loginConfirmed>;

export const confirmLogin = defineEndpoint({
  method: 'post',
  path: '/api/v1/auth/login-confirmations',
  summary:
    "Confirm a new login's email with the link from its welcome email (once, within " +
    `${SIGNUP_LINK_DAYS} days) and the login's password`,
  tag: 'account-security',
  auth: 'none',
  body: loginConfirmation,
  response: loginConfirmed,
  status: 200,
  errors: [422, 429],
});

export const securityEvent = z
  .object({
    id: z.number().int().positive(),
    kind: z.enum(SECURITY_EVENT_KINDS),
    occurredAt: isoDateTime,
    /**
     * The browser and system in words, e.g. "Chrome on Windows"; null when none was recorded
     * (a staff read, a browser that sent no user agent).
     */
    device: z.string().nullable(),
    /**
     * A few words more: the account number for 'bank-details-changed' and 'staff-read';
     * 'code' for a wrong authenticator code, 'current-password' for a wrong password given to
     * confirm a change; 'everywhere' when a pause holds from every address, not one. Never a
     * password, a token or bank details.
     */
    detail: z.string().nullable(),
  })
  .meta({ id: 'SecurityEvent' });
export type SecurityEvent = z.infer<typeof securityEvent>;

export const securityEvents = z
  .object({ events: z.array(securityEvent).max(SECURITY_EVENTS_LIMIT) })
  .meta({ id: 'SecurityEvents' });
export type SecurityEvents = z.infer<typeof securityEvents>;

export const listSecurityEvents = defineEndpoint({
  method: 'get',
  path: '/api/v1/auth/security-events',
  summary: `The customer's latest ${SECURITY_EVENTS_LIMIT} security events, newest first`,
  tag: 'account-security',
  auth: 'bearer',
  response: securityEvents,
  status: 200,
});
