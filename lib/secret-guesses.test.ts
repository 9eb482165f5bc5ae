import { createGuessThrottle, refuseGuesser, secretMatches, WRONG_GUESSES } from './secret-guesses';

const MINUTE = 60_000;

describe('comparing a secret', () => {
  it('accepts only the exact secret', () => {
    expect(secretMatches('a-long-preview-secret', 'a-long-preview-secret')).toBe(true);
    expect(secretMatches('a-long-preview-secreT', 'a-long-preview-secret')).toBe(false);
    expect(secretMatches('a-long', 'a-long-preview-secret')).toBe(false);
    expect(secretMatches('a-long-preview-secret-and-more', 'a-long-preview-secret')).toBe(false);
  });

  it('refuses anything when no secret is configured, and anything but text', () => {
    expect(secretMatches('', undefined)).toBe(false);
    expect(secretMatches('', '')).toBe(false);
    expect(secretMatches(['a-long-preview-secret'], 'a-long-preview-secret')).toBe(false);
    expect(secretMatches(undefined, 'a-long-preview-secret')).toBe(false);
  });
});

describe('throttling wrong guesses', () => {
  it('makes an address wait once it has guessed wrong 10 times in 15 minutes', () => {
    expect(WRONG_GUESSES).toEqual({ limit: 10, windowMs: 15 * MINUTE });
    const throttle = createGuessThrottle();
    for (let guess = 0; guess < 9; guess += 1)
      throttle.recordWrongGuess('198.51.100.7', guess * MINUTE);
    expect(throttle.waitMs('198.51.100.7', 9 * MINUTE)).toBe(0);
    throttle.recordWrongGuess('198.51.100.7', 9 * MINUTE);
    expect(throttle.waitMs('198.51.100.7', 10 * MINUTE)).toBe(5 * MINUTE);
    expect(throttle.waitMs('203.0.113.1', 10 * MINUTE)).toBe(0);
    expect(throttle.waitMs('198.51.100.7', 15 * MINUTE)).toBe(0);
  });

  it('starts counting again once the window is over', () => {
    const throttle = createGuessThrottle({ limit: 2, windowMs: MINUTE });
    throttle.recordWrongGuess('198.51.100.7', 0);
    throttle.recordWrongGuess('198.51.100.7', MINUTE);
    expect(throttle.waitMs('198.51.100.7', MINUTE)).toBe(0);
    throttle.recordWrongGuess('198.51.100.7', MINUTE + 1);
    expect(throttle.waitMs('198.51.100.7', MINUTE + 2)).toBe(MINUTE - 2);
  });

  it('answers a guesser 429 with Retry-After, saying how long to wait', () => {
    const res = { setHeader: vi.fn(), status: vi.fn(() => ({ json })) };
    const json = vi.fn();
    refuseGuesser(res, 5 * MINUTE - 500);
    expect(res.setHeader).toHaveBeenCalledWith('Retry-After', '300');
    expect(res.status).toHaveBeenCalledWith(429);
    expect(json).toHaveBeenCalledWith({
      message: 'Too many wrong secrets from your address. Please wait 5 minutes and try again.',
      statusCode: 429,
    });
  });
});
