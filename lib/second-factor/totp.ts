import { Secret, TOTP } from 'otpauth';

/**
 * Time-based one-time passwords (RFC 6238) as authenticator apps make them: HMAC-SHA1, 6 digits,
 * a new code every 30 seconds. otpauth does the arithmetic; what is ours is the window (the step
 * before and after, for clocks a little apart) and that a code once used is never taken again.
 */

export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;
/** Steps either side of now that still count: ±30 seconds of drift between phone and server. */
export const TOTP_WINDOW = 1;

const totpOf = (secret: string, label = '', issuer = '') =>
  new TOTP({
    issuer,
    label,
    secret: Secret.fromBase32(secret),
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
  });

/** A new shared secret: 20 random bytes (RFC 4226's recommended 160 bits), in base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** Whether `text` is a secret newTotpSecret could have made (base32, 160 bits). */
export function isTotpSecret(text: string): boolean {
  return /^[A-Z2-7]{32}$/.test(text);
}

/** The `otpauth://totp/…` address an authenticator app reads from the QR code. */
export function totpUri({
  secret,
  issuer,
  account,
}: {
  secret: string;
  issuer: string;
  account: string;
}): string {
  return totpOf(secret, account, issuer).toString();
}

/** The step (period number since 1970) that `nowMs` falls in. */
export function totpStepAt(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_SECONDS);
}

/** The code an authenticator app shows at `nowMs` (tests, and the end-to-end specs' editor). */
export function totpCode(secret: string, nowMs: number): string {
  return totpOf(secret).generate({ timestamp: nowMs });
}

/** A code as people type it: six digits, maybe with a space in the middle. */
export function normaliseTotpCode(text: string): string | null {
  const digits = text.replace(/\s/g, '');
  return new RegExp(`^\\d{${TOTP_DIGITS}}$`).test(digits) ? digits : null;
}

/**
 * The step whose code `code` is, when it is within the window around `nowMs` and later than
 * `lastUsedStep` (a code already used, or one older than it, is a replay); otherwise null.
 * The caller stores the step it returns as the new `lastUsedStep`.
 */
export function acceptTotpCode(
  secret: string,
  code: string,
  { nowMs, lastUsedStep }: { nowMs: number; lastUsedStep: number | null },
): number | null {
  const digits = normaliseTotpCode(code);
  if (!digits) return null;
  const now = totpStepAt(nowMs);
  const totp = totpOf(secret);
  // Each step of the window on its own, so a replayed step is refused even when another
  // step of the window would have had the same code.
  for (let delta = -TOTP_WINDOW; delta <= TOTP_WINDOW; delta += 1) {
    const step = now + delta;
    if (lastUsedStep !== null && step <= lastUsedStep) continue;
    const matched = totp.validate({
      token: digits,
      timestamp: step * TOTP_PERIOD_SECONDS * 1000,
      window: 0,
    });
    if (matched === 0) return step;
  }
  return null;
}
