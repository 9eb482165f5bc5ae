/**
 * The rules and words of choosing a password and resetting a forgotten one. Free of imports, so
 * the small forms that show them (the reset page, the quote journey) download no schemas.
 */

/** NCSC's advice: length, not composition rules; how guessable it is, the gateway checks. */
export const MIN_PASSWORD_LENGTH = 10;
export const MAX_PASSWORD_LENGTH = 256;

export const PASSWORD_TOO_SHORT_MESSAGE = `Use at least ${MIN_PASSWORD_LENGTH} characters: three random words work well`;
export const PASSWORD_TOO_LONG_MESSAGE = `Use at most ${MAX_PASSWORD_LENGTH} characters`;
/** The rules as a new password's hint. */
export const NEW_PASSWORD_HINT =
  `Use at least ${MIN_PASSWORD_LENGTH} characters. Three random words work well, ` +
  'like “copper kettle meadow”. Avoid common passwords and your email address.';

export const PASSWORD_TOO_EASY_MESSAGE =
  'That password is too easy to guess. Try three random words';

/** How long a reset link works. */
export const RESET_LINK_MINUTES = 30;

export const RESET_LINK_EXPIRED_MESSAGE =
  'This link has expired or has been used. Ask for a new one.';

/** What a request for a reset link is told, whether or not the email has an account. */
export const RESET_LINK_SENT_MESSAGE =
  'If there is an account for that email address, we have sent it a link to reset the ' +
  `password. The link works for ${RESET_LINK_MINUTES} minutes.`;
