import Cookies from 'js-cookie';

/** SPEC §9: a cookie lives one day unless its caller says otherwise. */
export const DEFAULT_COOKIE_LIFETIME_DAYS = 1;

/**
 * Names a browser would read as a cookie attribute (RFC 6265bis and the Partitioned and Priority
 * extensions). A cookie called `expires` or `path` is at best confusing and at worst rewrites
 * another cookie's attributes, so none of them may be used (SPEC §5).
 */
export const RESERVED_COOKIE_NAMES = [
  'expires',
  'max-age',
  'domain',
  'path',
  'secure',
  'samesite',
  'httponly',
  'partitioned',
  'priority',
] as const;

export class ReservedCookieNameError extends Error {
  constructor(name: string) {
    super(
      `"${name}" cannot be used as a cookie name: it is reserved for a cookie attribute. ` +
        'Choose another name.',
    );
    this.name = 'ReservedCookieNameError';
  }
}

export interface CookieScope {
  /** Defaults to `/`, the whole site. */
  path?: string;
  domain?: string;
}

export interface SetCookieOptions extends CookieScope {
  /** How long the cookie lives; DEFAULT_COOKIE_LIFETIME_DAYS when absent. */
  days?: number;
}

function checkName(name: string): void {
  const lowerCase = name.trim().toLowerCase();
  if ((RESERVED_COOKIE_NAMES as readonly string[]).includes(lowerCase)) {
    throw new ReservedCookieNameError(name);
  }
}

function baseAttributes({ path = '/', domain }: CookieScope): Cookies.CookieAttributes {
  return {
    path,
    domain,
    sameSite: 'Lax',
    // Over plain http (local development, the end-to-end server) a Secure cookie is not stored.
    secure: window.location.protocol === 'https:',
  };
}

/** Reads a cookie the browser can see; undefined when there is none. */
export function getCookie(name: string): string | undefined {
  checkName(name);
  return Cookies.get(name);
}

/** Writes a cookie for the whole site, for one day unless `days` says otherwise. */
export function setCookie(
  name: string,
  value: string,
  { days = DEFAULT_COOKIE_LIFETIME_DAYS, ...scope }: SetCookieOptions = {},
): void {
  checkName(name);
  Cookies.set(name, value, { ...baseAttributes(scope), expires: days });
}

/** Deletes a cookie by setting max-age 0 (SPEC §9); the scope must match the one it was set with. */
export function removeCookie(name: string, scope: CookieScope = {}): void {
  checkName(name);
  // js-cookie writes only truthy attributes, so 0 goes as the string '0'.
  Cookies.set(name, '', { ...baseAttributes(scope), 'max-age': '0' });
}
