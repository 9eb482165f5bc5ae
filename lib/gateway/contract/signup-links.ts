/**
 * The words of the links a sign-up emails (issue 42 item 2): the welcome email's, which confirms
 * a new login's email, and the one sent instead when the email already has a login, which adds
 * the new home to it. Free of imports, so the pages they lead to download no schemas.
 */

/** How long either link works. */
export const SIGNUP_LINK_DAYS = 7;

export const LOGIN_CONFIRMATION_EXPIRED_MESSAGE =
  'This link has expired or has been used. If your email address is not confirmed yet, reset ' +
  'your password from the log-in page: that confirms it too.';

export const SIGNUP_LINK_EXPIRED_MESSAGE =
  'This link has expired or has been used, so no home has been added. If you still want to ' +
  'switch, please get a new quote and sign up again.';

/** The email-change refusal for a login whose email has not been confirmed. */
export const EMAIL_UNCONFIRMED_MESSAGE =
  'Confirm your email address before you change it: open the link in the welcome email we ' +
  'sent you when you signed up, or reset your password from the log-in page.';
