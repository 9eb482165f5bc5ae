import Database from 'better-sqlite3';

/**
 * The end-to-end server's gateway database (GATEWAY_DATABASE_PATH in playwright.config.ts),
 * where the emails it "sends" wait in the outbox: no SMTP server is set.
 */
const E2E_GATEWAY_DATABASE = '.data/e2e/gateway.sqlite';

/** The text of the newest email with this subject to this address. */
export function latestEmail(recipient: string, subject: string): string {
  const db = new Database(E2E_GATEWAY_DATABASE, { readonly: true, fileMustExist: true });
  try {
    const body: unknown = db
      .prepare(
        'SELECT body FROM outbox WHERE recipient = ? AND subject = ? ORDER BY id DESC LIMIT 1',
      )
      .pluck()
      .get(recipient, subject);
    if (typeof body !== 'string') throw new Error(`No “${subject}” email to ${recipient}`);
    return body;
  } finally {
    db.close();
  }
}

/** How many emails with this subject went to this address. */
export function emailCount(recipient: string, subject: string): number {
  const db = new Database(E2E_GATEWAY_DATABASE, { readonly: true, fileMustExist: true });
  try {
    return Number(
      db
        .prepare('SELECT count(*) FROM outbox WHERE recipient = ? AND subject = ?')
        .pluck()
        .get(recipient, subject),
    );
  } finally {
    db.close();
  }
}

export const RESET_EMAIL_SUBJECT = 'Reset your So Energy password';
export const PASSWORD_CHANGED_SUBJECT = 'Your So Energy password has been changed';

/**
 * The newest link to `path` (with its `#token=`) in the newest email with this subject to
 * `email`, as a path and fragment to open on the server under test (the email's links use
 * NEXT_PUBLIC_SITE_URL).
 */
function emailedLinkFor(email: string, subject: string, path: string): string {
  const body = latestEmail(email, subject);
  const link = new RegExp(`https?://\\S+${path}#token=[\\w-]+`).exec(body)?.[0];
  if (!link) throw new Error(`The “${subject}” email to ${email} has no link`);
  const url = new URL(link);
  return `${url.pathname}${url.hash}`;
}

export const resetLinkFor = (email: string) =>
  emailedLinkFor(email, RESET_EMAIL_SUBJECT, '/accounts/reset-password');

export const CONFIRM_EMAIL_SUBJECT = 'Confirm your new email address for So Energy';

export const confirmEmailLinkFor = (email: string) =>
  emailedLinkFor(email, CONFIRM_EMAIL_SUBJECT, '/accounts/confirm-email');

export const WELCOME_SUBJECT = 'Welcome to So Energy: please confirm your email address';
export const HOME_WAITING_SUBJECT = 'Add your new home to your So Energy account';

/** The link in a new login's welcome email, which confirms its email (with its password). */
export const confirmLoginLinkFor = (email: string) =>
  emailedLinkFor(email, WELCOME_SUBJECT, '/accounts/confirm-login');

/** The link a sign-up sends to an email that already has a login, which adds the home to it. */
export const acceptHomeLinkFor = (email: string) =>
  emailedLinkFor(email, HOME_WAITING_SUBJECT, '/accounts/accept-home');
