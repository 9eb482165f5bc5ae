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

/**
 * How long before a short-lived session ends the customer is warned and can stay logged in
 * (WCAG 2.2.1 asks for at least 20 seconds): five minutes, so someone using a screen reader
 * or a switch has time to hear the warning and reach its buttons.
 */
export const EXPIRY_WARNING_LEAD_MS = 5 * 60 * 1000;

const SECOND_MS = 1000;
const MINUTE_MS = 60 * SECOND_MS;

/**
 * Whether the customer should now be warned that their session is about to end. Long-lived
 * sessions are never warned: they end 30 days after login whatever they do (the gateway's
 * absolute lifetime), so there is nothing to extend, and WCAG 2.2.1 exempts limits over 20 hours.
 */
export function isExpiryWarningDue(
  session: { longLived: boolean; sessionExpiresAt: number },
  now: number,
): boolean {
  return !session.longLived && now >= session.sessionExpiresAt - EXPIRY_WARNING_LEAD_MS;
}

/**
 * How long to wait before looking at a short-lived session's time left again: until the warning
 * is due, then until the next whole second, so a countdown changes on the second.
 */
export function expiryCountdownDelay(sessionExpiresAt: number, now: number): number {
  const timeLeft = sessionExpiresAt - now;
  if (timeLeft > EXPIRY_WARNING_LEAD_MS) {
    return Math.min(timeLeft - EXPIRY_WARNING_LEAD_MS, MAX_TIMER_DELAY_MS);
  }
  return Math.max(0, timeLeft) % SECOND_MS || SECOND_MS;
}

/** The whole minutes left, counting a part minute as one: 4 min 1 s is 5, 4 min is 4. */
export function minutesLeft(timeLeftMs: number): number {
  return Math.ceil(Math.max(0, timeLeftMs) / MINUTE_MS);
}

/** The whole seconds left, counting a part second as one, for a countdown. */
export function secondsLeft(timeLeftMs: number): number {
  return Math.ceil(Math.max(0, timeLeftMs) / SECOND_MS);
}

/** A renewal that could not reach the gateway is tried again after 5 s, then twice as long… */
export const RENEWAL_RETRY_FIRST_MS = 5 * SECOND_MS;

/** …but never waits more than 5 minutes, so a returning signal is noticed soon enough. */
export const RENEWAL_RETRY_MAX_MS = 5 * MINUTE_MS;

/** How long to wait before the `attempt`th try again (0 the first) of an unreachable renewal. */
export function renewalRetryDelay(attempt: number): number {
  return Math.min(RENEWAL_RETRY_FIRST_MS * 2 ** attempt, RENEWAL_RETRY_MAX_MS);
}
