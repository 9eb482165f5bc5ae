import Cookies from 'js-cookie';
import { REFRESH_AVAILABLE_COOKIE } from '@/lib/gateway/contract/auth-cookies';
import type { SessionGrant } from './session-grant';

/**
 * Which refresh cookie the gateway set: its `refresh` call must be told, and the HttpOnly
 * cookies cannot be read from here. Asking for the wrong one ends the session, so the site keeps
 * this note (not a token) with the same lifetime as the refresh cookie.
 */
export const SESSION_KIND_COOKIE = 'website_session_long_lived';

/** The readable cookies the session depends on. */
export interface SessionCookies {
  /** The gateway says a session can be resumed (SPEC §9 website_refresh_token_available). */
  refreshAvailable(): boolean;
  /** Whether that session is long-lived; undefined when the site has no note of it. */
  longLived(): boolean | undefined;
  remember(grant: SessionGrant): void;
  /** Cleared by setting max-age 0 (SPEC §9). */
  clear(): void;
}

function attributes() {
  return { path: '/', sameSite: 'Lax', secure: window.location.protocol === 'https:' } as const;
}

export const browserSessionCookies: SessionCookies = {
  refreshAvailable: () => Cookies.get(REFRESH_AVAILABLE_COOKIE) !== undefined,
  longLived() {
    const value = Cookies.get(SESSION_KIND_COOKIE);
    return value === undefined ? undefined : value === 'true';
  },
  remember({ longLived, session }) {
    Cookies.set(SESSION_KIND_COOKIE, String(longLived), {
      ...attributes(),
      // Short-lived sessions end with the browser, like their refresh cookie.
      expires: longLived ? new Date(session.refresh_token_exp) : undefined,
    });
  },
  clear() {
    for (const name of [SESSION_KIND_COOKIE, REFRESH_AVAILABLE_COOKIE]) {
      // A string: js-cookie leaves out attributes whose value is falsy, and 0 is.
      Cookies.set(name, '', { ...attributes(), 'max-age': '0' });
    }
  },
};
