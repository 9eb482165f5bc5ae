import { timingSafeEqual } from 'node:crypto';
import type { KeyedHash } from '../auth/keyed-hash';
import { MAIL_LINKS, siteLink } from '../mail/messages';

const SIGNATURE_LENGTH = 32;

/** The code of an account's rating link: its number and a keyed signature of it. */
export const ratingCodeOf = (keyedHash: KeyedHash, accountNumber: string) =>
  `${accountNumber}-${keyedHash('switch-rating', accountNumber).slice(0, SIGNATURE_LENGTH)}`;

/** The account number a rating code was made for, or null for a code the gateway did not make. */
export function accountNumberOfRatingCode(keyedHash: KeyedHash, code: string): string | null {
  const accountNumber = code.split('-')[0] ?? '';
  const given = Buffer.from(code);
  const expected = Buffer.from(ratingCodeOf(keyedHash, accountNumber));
  return given.length === expected.length && timingSafeEqual(given, expected)
    ? accountNumber
    : null;
}

/** Where a welcome email sends the customer to rate their switch. */
export const ratingLink = (siteUrl: string, code: string) =>
  siteLink(siteUrl, `${MAIL_LINKS.rateYourSwitch}?ref=${code}`);
