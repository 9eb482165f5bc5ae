import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { getServerConfig } from '@/lib/config';
import {
  REFRESH_AVAILABLE_COOKIE,
  REFRESH_COOKIE_LONG_LIVED,
  REFRESH_COOKIE_SHORT_LIVED,
  signOut,
} from '@/lib/gateway/contract/auth';
import { EMBEDDED_SIGN_OUT_PATH } from '../embedded-paths';
import type { RefreshToken } from './sessions';

/** Where the auth routes live: the device cookie's path, and one of the refresh token's. */
export const AUTH_ROUTES_PATH = '/api/v1/auth';

/**
 * The refresh token goes only where it is used: the auth routes and `users/sign_out`, at the
 * gateway's own path and where the site serves it (a browser matches the path it is sent to).
 */
export const REFRESH_COOKIE_PATHS = [
  AUTH_ROUTES_PATH,
  signOut.path,
  EMBEDDED_SIGN_OUT_PATH,
] as const;

/** Where refresh tokens lived before their paths were narrowed: cleared whenever they are set. */
const SITE_WIDE = '/';

/**
 * Secure unless the site is configured on plain http (development): decided by configuration,
 * never by the Host a request names, which a proxy or a client may set to anything.
 */
export function isSecure(): boolean {
  return new URL(getServerConfig().siteUrl).protocol !== 'http:';
}

export function refreshCookieName(shortLived: boolean): string {
  return shortLived ? REFRESH_COOKIE_SHORT_LIVED : REFRESH_COOKIE_LONG_LIVED;
}

export function readRefreshCookie(c: Context, shortLived: boolean): string | undefined {
  return getCookie(c, refreshCookieName(shortLived));
}

/** Every refresh token the browser holds, short- or long-lived. */
export function readRefreshCookies(c: Context): string[] {
  return [readRefreshCookie(c, true), readRefreshCookie(c, false)].filter(
    (token): token is string => Boolean(token),
  );
}

/**
 * The refresh token goes in an HttpOnly cookie the site's scripts cannot read, sent only to the
 * routes that use it; alongside it, a readable flag on every page tells the site a session can be
 * resumed. Long-lived sessions keep both for 30 days; short-lived ones until the browser closes.
 */
export function setRefreshCookies(c: Context, refresh: RefreshToken, now: Date): void {
  const common = { sameSite: 'Lax', secure: isSecure() } as const;
  const maxAge = refresh.shortLived
    ? undefined
    : Math.floor((refresh.expiresAt.getTime() - now.getTime()) / 1000);
  clearRefreshTokens(c, [refreshCookieName(!refresh.shortLived)], REFRESH_COOKIE_PATHS);
  clearRefreshTokens(c, [REFRESH_COOKIE_LONG_LIVED, REFRESH_COOKIE_SHORT_LIVED], [SITE_WIDE]);
  for (const path of REFRESH_COOKIE_PATHS) {
    setCookie(c, refreshCookieName(refresh.shortLived), refresh.token, {
      ...common,
      path,
      httpOnly: true,
      maxAge,
    });
  }
  setCookie(c, REFRESH_AVAILABLE_COOKIE, 'true', { ...common, path: SITE_WIDE, maxAge });
}

function clearRefreshTokens(c: Context, names: readonly string[], paths: readonly string[]) {
  for (const name of names) {
    for (const path of paths) {
      deleteCookie(c, name, { path, sameSite: 'Lax', secure: isSecure(), httpOnly: true });
    }
  }
}

/** Clears both refresh tokens wherever they may be, and the flag (Max-Age=0). */
export function clearRefreshCookies(c: Context): void {
  clearRefreshTokens(
    c,
    [REFRESH_COOKIE_LONG_LIVED, REFRESH_COOKIE_SHORT_LIVED],
    [...REFRESH_COOKIE_PATHS, SITE_WIDE],
  );
  deleteCookie(c, REFRESH_AVAILABLE_COOKIE, {
    path: SITE_WIDE,
    sameSite: 'Lax',
    secure: isSecure(),
  });
}
