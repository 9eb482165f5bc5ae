import { DAY, HOUR } from '@/tests/utils/session';
import {
  ACCESS_TOKEN_EXPIRY_MARGIN_MS,
  EXPIRY_WARNING_LEAD_MS,
  expiryCountdownDelay,
  hasSessionExpired,
  isExpiryWarningDue,
  isRenewalDue,
  MAX_TIMER_DELAY_MS,
  minutesLeft,
  needsRenewalBeforeCall,
  nextRenewalAt,
  secondsLeft,
  sessionEndDelay,
  type SessionTimes,
} from './timing';

const NOW = Date.parse('2026-11-21T12:00:00Z');
const MINUTE = 60 * 1000;

function times(overrides: Partial<SessionTimes> = {}): SessionTimes {
  return {
    longLived: false,
    accessTokenExpiresAt: NOW + HOUR,
    sessionExpiresAt: NOW + 2 * HOUR,
    renewAt: NOW + 30 * MINUTE,
    ...overrides,
  };
}

describe('nextRenewalAt', () => {
  it.each([
    ['a long-lived session: 24 hours ahead', true, NOW + 30 * DAY, NOW + 24 * HOUR],
    ['a long-lived session, whatever time is left', true, NOW + HOUR, NOW + 24 * HOUR],
    ['a 2-hour session: a quarter of the time left', false, NOW + 2 * HOUR, NOW + 30 * MINUTE],
    ['a session with 40 minutes left: after 10', false, NOW + 40 * MINUTE, NOW + 10 * MINUTE],
    ['a session already over: now', false, NOW - MINUTE, NOW],
  ])('%s', (_, longLived, sessionExpiresAt, expected) => {
    expect(nextRenewalAt({ longLived, sessionExpiresAt }, NOW)).toBe(expected);
  });
});

describe('isRenewalDue', () => {
  it('is not due before the renewal time, and due from it on', () => {
    const session = times({ renewAt: NOW + 30 * MINUTE });
    expect(isRenewalDue(session, NOW + 30 * MINUTE - 1)).toBe(false);
    expect(isRenewalDue(session, NOW + 30 * MINUTE)).toBe(true);
  });
});

describe('needsRenewalBeforeCall', () => {
  it('renews before a call once renewal is due', () => {
    expect(needsRenewalBeforeCall(times({ renewAt: NOW }), NOW)).toBe(true);
  });

  it('renews before a call when the access token is about to expire, even if not yet due', () => {
    const session = times({ longLived: true, renewAt: NOW + 24 * HOUR });
    const expiring = session.accessTokenExpiresAt - ACCESS_TOKEN_EXPIRY_MARGIN_MS;
    expect(needsRenewalBeforeCall(session, expiring - 1)).toBe(false);
    expect(needsRenewalBeforeCall(session, expiring)).toBe(true);
  });
});

describe('the end of a session', () => {
  it('ends at the refresh token expiry', () => {
    const session = times({ sessionExpiresAt: NOW + 2 * HOUR });
    expect(sessionEndDelay(session, NOW)).toBe(2 * HOUR);
    expect(hasSessionExpired(session, NOW + 2 * HOUR - 1)).toBe(false);
    expect(hasSessionExpired(session, NOW + 2 * HOUR)).toBe(true);
  });

  it('caps the timer at 2^31 - 1 ms (about 24.8 days), which a browser timer can wait', () => {
    expect(MAX_TIMER_DELAY_MS).toBe(2_147_483_647);
    expect(sessionEndDelay(times({ sessionExpiresAt: NOW + 30 * DAY }), NOW)).toBe(
      MAX_TIMER_DELAY_MS,
    );
  });

  it('fires at once for a session already over', () => {
    expect(sessionEndDelay(times({ sessionExpiresAt: NOW - MINUTE }), NOW)).toBe(0);
  });
});

describe('the warning before a session ends', () => {
  const END = NOW + 2 * HOUR;

  it('warns 5 minutes before a short-lived session ends, time enough for a switch user', () => {
    expect(EXPIRY_WARNING_LEAD_MS).toBe(5 * MINUTE);
    const session = times({ sessionExpiresAt: END });
    expect(isExpiryWarningDue(session, END - 5 * MINUTE - 1)).toBe(false);
    expect(isExpiryWarningDue(session, END - 5 * MINUTE)).toBe(true);
    expect(isExpiryWarningDue(session, END)).toBe(true);
  });

  it('never warns a long-lived session, whose 30-day end no renewal moves', () => {
    const session = times({ longLived: true, sessionExpiresAt: END });
    expect(isExpiryWarningDue(session, END - MINUTE)).toBe(false);
  });

  it.each([
    ['2 hours left: until the warning is due', 2 * HOUR, 2 * HOUR - 5 * MINUTE],
    ['exactly 5 minutes left: one second', 5 * MINUTE, 1000],
    ['4 min 59.3 s left: to the next whole second', 5 * MINUTE - 700, 300],
    ['already over: one second, never a busy loop', -300, 1000],
  ])('waits for the countdown to change: %s', (_, timeLeft, delay) => {
    expect(expiryCountdownDelay(NOW + timeLeft, NOW)).toBe(delay);
  });

  it.each([
    [5 * MINUTE, 5, 300],
    [4 * MINUTE + 1, 5, 241],
    [4 * MINUTE, 4, 240],
    [59_001, 1, 60],
    [1, 1, 1],
    [0, 0, 0],
    [-1000, 0, 0],
  ])('%i ms left counts as %i minutes and %i seconds', (timeLeft, minutes, seconds) => {
    expect(minutesLeft(timeLeft)).toBe(minutes);
    expect(secondsLeft(timeLeft)).toBe(seconds);
  });
});
