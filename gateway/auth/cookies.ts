import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import { getServerConfig } from '@/lib/config';
import {
  REFRESH_AVAILABLE_COOKIE,
  REFRESH_COOKIE_LONG_LIVED,
  REFRESH_COOKIE_SHORT_LIVED,
} from '@/lib/gateway/contract/auth';
import type { RefreshToken } from './sessions';

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
 * The refresh token goes in an HttpOnly cookie the site's scripts cannot read; alongside it,
 * a readable flag tells the site a session can be resumed. Long-lived sessions keep both for
 * 30 days; short-lived ones until the browser closes.
 */
export function setRefreshCookies(c: Context, refresh: RefreshToken, now: Date): void {
  const common = { path: '/', sameSite: 'Lax', secure: isSecure() } as const;
  const maxAge = refresh.shortLived
    ? undefined
    : Math.floor((refresh.expiresAt.getTime() - now.getTime()) / 1000);
  deleteCookie(c, refreshCookieName(!refresh.shortLived), common);
  setCookie(c, refreshCookieName(refresh.shortLived), refresh.token, {
    ...common,
    httpOnly: true,
    maxAge,
  });
  setCookie(c, REFRESH_AVAILABLE_COOKIE, 'true', { ...common, maxAge });
}

/** Clears both refresh cookies and the flag (Max-Age=0). */
export function clearRefreshCookies(c: Context): void {
  const common = { path: '/', sameSite: 'Lax', secure: isSecure() } as const;
  for (const name of [REFRESH_COOKIE_LONG_LIVED, REFRESH_COOKIE_SHORT_LIVED]) {
    deleteCookie(c, name, { ...common, httpOnly: true });
  }
  deleteCookie(c, REFRESH_AVAILABLE_COOKIE, common);
}
