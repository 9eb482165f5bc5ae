import { createHmac, randomInt, timingSafeEqual } from 'node:crypto';

/**
 * Recovery codes: ten single-use codes shown once when a second factor is set up, for the day
 * the phone is lost. Each is 10 characters of an unambiguous alphabet (50 bits), so a keyed
 * hash (HMAC-SHA-256) is enough to keep: a copy of the stored hashes gives nothing without the
 * key, and the codes are too random for a slow hash to add anything.
 */

export const RECOVERY_CODE_COUNT = 10;
// No 0/o, 1/l/i: a code copied from paper is read back as written.
const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const HALF = 5;

/** Codes shown to the person, as `abcde-fghij`. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  const code = () =>
    Array.from({ length: HALF * 2 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
  return Array.from({ length: count }, () => {
    const text = code();
    return `${text.slice(0, HALF)}-${text.slice(HALF)}`;
  });
}

/** A code as typed: any case, with or without the hyphen and spaces; null if it cannot be one. */
export function normaliseRecoveryCode(text: string): string | null {
  const compact = text.replace(/[\s-]/g, '').toLowerCase();
  return new RegExp(`^[${ALPHABET}]{${HALF * 2}}$`).test(compact) ? compact : null;
}

/** What is kept of a code: its keyed hash (hex). */
export function hashRecoveryCode(code: string, key: Uint8Array): string {
  const compact = normaliseRecoveryCode(code) ?? code;
  return createHmac('sha256', key).update(compact).digest('hex');
}

/**
 * The index in `hashes` of the code typed, or -1. Every hash is compared in constant time, so
 * the time taken says nothing about which (if any) matched.
 */
export function findRecoveryCode(typed: string, hashes: readonly string[], key: Uint8Array) {
  const compact = normaliseRecoveryCode(typed);
  if (!compact) return -1;
  const given = Buffer.from(hashRecoveryCode(compact, key), 'hex');
  let found = -1;
  hashes.forEach((hash, index) => {
    const stored = Buffer.from(hash, 'hex');
    if (stored.length === given.length && timingSafeEqual(stored, given) && found < 0)
      found = index;
  });
  return found;
}
