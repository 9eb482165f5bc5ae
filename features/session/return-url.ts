export const LOGIN_PATH = '/accounts/login';
export const ACCOUNT_HOME_PATH = '/accounts';

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

/** Every /accounts page needs a signed-in customer, except the login page itself. */
export function isGuardedPath(pathname: string): boolean {
  return (
    (pathname === ACCOUNT_HOME_PATH || pathname.startsWith(`${ACCOUNT_HOME_PATH}/`)) &&
    pathname !== LOGIN_PATH
  );
}
