/**
 * When a session is renewed and when it ends (SPEC §4, §9). Pure functions over epoch
 * milliseconds, so the rules are tested without a browser or a clock.
 */

/** Long-lived ('Keep me signed in') sessions renew once a day. */
export const LONG_LIVED_RENEWAL_INTERVAL_MS = 24 * 60 * 60 * 1000;

/** Other sessions renew after a quarter of the time they have left. */
export const SHORT_LIVED_RENEWAL_FRACTION = 0.25;

/** setTimeout fires at once for anything longer than a signed 32-bit delay (about 24.8 days). */
export const MAX_TIMER_DELAY_MS = 2 ** 31 - 1;

/**
 * An access token this close to its expiry is renewed before a gateway call, so it cannot
 * expire on its way there.
 */
export const ACCESS_TOKEN_EXPIRY_MARGIN_MS = 60 * 1000;

export interface SessionTimes {
  longLived: boolean;
  /** When the access token expires. */
  accessTokenExpiresAt: number;
  /** When the refresh token, and so the session, expires. */
  sessionExpiresAt: number;
  /** When activity next renews the session. */
  renewAt: number;
}

/** When the session should next be renewed, counted from `now` (a login or a renewal). */
export function nextRenewalAt(
  session: { longLived: boolean; sessionExpiresAt: number },
  now: number,
): number {
  if (session.longLived) return now + LONG_LIVED_RENEWAL_INTERVAL_MS;
  const timeLeft = Math.max(0, session.sessionExpiresAt - now);
  return now + Math.floor(timeLeft * SHORT_LIVED_RENEWAL_FRACTION);
}

/** Activity renews the session once its renewal time has come. */
export function isRenewalDue(session: SessionTimes, now: number): boolean {
  return now >= session.renewAt;
}

/** A gateway call renews first when renewal is due or the access token is about to expire. */
export function needsRenewalBeforeCall(session: SessionTimes, now: number): boolean {
  return (
    isRenewalDue(session, now) ||
    now >= session.accessTokenExpiresAt - ACCESS_TOKEN_EXPIRY_MARGIN_MS
  );
}

export function hasSessionExpired(session: SessionTimes, now: number): boolean {
  return now >= session.sessionExpiresAt;
}

/**
 * How long the end-of-session timer waits: until the refresh token expires, but never longer
 * than a browser timer can wait. A capped timer that fires early is simply set again.
 */
export function sessionEndDelay(session: SessionTimes, now: number): number {
  return Math.min(Math.max(0, session.sessionExpiresAt - now), MAX_TIMER_DELAY_MS);
}
