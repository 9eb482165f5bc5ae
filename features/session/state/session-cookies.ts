import { REFRESH_AVAILABLE_COOKIE } from '@/lib/gateway/contract/auth-cookies';
import { getCookie, removeCookie, setCookie } from '@/lib/cookies';
import type { SessionGrant } from './session-grant';

/**
 * Which refresh cookie the gateway set: its `refresh` call must be told, and the HttpOnly
 * cookies cannot be read from here. Asking for the wrong one ends the session, so the site keeps
 * this note (not a token) for as long as the refresh token lasts.
 */
export const SESSION_KIND_COOKIE = 'website_session_long_lived';

const DAY_MS = 24 * 60 * 60 * 1000;

/** The readable cookies the session depends on. */
export interface SessionCookies {
  /** The gateway says a session can be resumed (SPEC §9 website_refresh_token_available). */
  refreshAvailable(): boolean;
  /** Whether that session is long-lived; undefined when the site has no note of it. */
  longLived(): boolean | undefined;
  remember(grant: SessionGrant, now?: number): void;
  /** Cleared by setting max-age 0 (SPEC §9). */
  clear(): void;
}

export const browserSessionCookies: SessionCookies = {
  refreshAvailable: () => getCookie(REFRESH_AVAILABLE_COOKIE) !== undefined,
  longLived() {
    const value = getCookie(SESSION_KIND_COOKIE);
    return value === undefined ? undefined : value === 'true';
  },
  remember({ longLived, session }, now = Date.now()) {
    const days = (Date.parse(session.refresh_token_exp) - now) / DAY_MS;
    setCookie(SESSION_KIND_COOKIE, String(longLived), { days });
  },
  clear() {
    removeCookie(SESSION_KIND_COOKIE);
    removeCookie(REFRESH_AVAILABLE_COOKIE);
  },
};
