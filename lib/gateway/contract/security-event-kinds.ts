// No imports: screens that only show the log's size do not download the contract's classic zod.

/**
 * What the security event log records (gateway/account-security/security-events.ts): a login;
 * a wrong password (or authenticator code) for the login; its email paused after too many;
 * a password changed, or set with a reset link; a new email confirmed; new bank details for a
 * Direct Debit; and a member of staff opening one of the customer's accounts.
 */
export const SECURITY_EVENT_KINDS = [
  'login',
  'failed-login',
  'login-paused',
  'password-changed',
  'password-reset',
  'email-changed',
  'bank-details-changed',
  'staff-read',
] as const;
export type SecurityEventKind = (typeof SECURITY_EVENT_KINDS)[number];

/** How many events the customer, and staff, see: the latest. */
export const SECURITY_EVENTS_LIMIT = 50;
