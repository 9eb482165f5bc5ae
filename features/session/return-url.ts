export const LOGIN_PATH = '/accounts/login';
export const ACCOUNT_HOME_PATH = '/accounts';
/** Where a customer who has forgotten their password asks for a link, and where it leads. */
export const FORGOT_PASSWORD_PATH = '/accounts/forgot-password';
export const RESET_PASSWORD_PATH = '/accounts/reset-password';
/** Where the link that confirms a new login email leads: it may open in any browser. */
export const CONFIRM_EMAIL_PATH = '/accounts/confirm-email';
/** Where a sign-up's emailed links lead (a new login's welcome, a home waiting for a login). */
export const CONFIRM_LOGIN_PATH = '/accounts/confirm-login';
export const ACCEPT_HOME_PATH = '/accounts/accept-home';

/** The /accounts pages for someone who cannot log in: open to everybody. */
const PUBLIC_ACCOUNT_PATHS: readonly string[] = [
  LOGIN_PATH,
  FORGOT_PASSWORD_PATH,
  RESET_PASSWORD_PATH,
  CONFIRM_EMAIL_PATH,
  CONFIRM_LOGIN_PATH,
  ACCEPT_HOME_PATH,
];

const SITE = 'https://site.invalid';

/**
 * Where to go after logging in: a path on this site, or Account Home. Anything that could leave
 * the site (absolute or protocol-relative URLs, backslashes, schemes, control characters) is
 * refused, so a crafted login link cannot send a customer elsewhere.
 */
export function safeReturnUrl(value: unknown): string {
  const candidate = Array.isArray(value) ? value[0] : value;
  if (typeof candidate !== 'string' || !candidate.startsWith('/')) return ACCOUNT_HOME_PATH;
  // Browsers read '\' as '/' and drop tabs and newlines: '/\evil.com' means '//evil.com'.
  if (/[\\\u0000-\u001f\u007f]/.test(candidate)) return ACCOUNT_HOME_PATH;
  let url: URL;
  try {
    url = new URL(candidate, SITE);
  } catch {
    return ACCOUNT_HOME_PATH;
  }
  if (url.origin !== SITE || url.pathname.startsWith('//')) return ACCOUNT_HOME_PATH;
  if (url.pathname === LOGIN_PATH) return ACCOUNT_HOME_PATH;
  return `${url.pathname}${url.search}${url.hash}`;
}

/** The login page, coming back to `returnTo` afterwards. */
export function loginPathFor(returnTo: string): string {
  return `${LOGIN_PATH}?${new URLSearchParams({ returnUrl: safeReturnUrl(returnTo) })}`;
}

/**
 * Every /accounts page needs a signed-in customer, except logging in, resetting a password and
 * the pages emailed links lead to.
 */
export function isGuardedPath(pathname: string): boolean {
  return (
    (pathname === ACCOUNT_HOME_PATH || pathname.startsWith(`${ACCOUNT_HOME_PATH}/`)) &&
    !PUBLIC_ACCOUNT_PATHS.includes(pathname)
  );
}
