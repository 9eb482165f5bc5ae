import { randomInt } from 'node:crypto';

// No 0/O or 1/I/L: a reference is read out over the phone.
const ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';

/** A contact reference like `SO-7KQ4-M2XD`: random, so it reveals nothing about volumes. */
export function newContactReference(): string {
  const group = () =>
    Array.from({ length: 4 }, () => ALPHABET[randomInt(ALPHABET.length)] ?? '').join('');
  return `SO-${group()}-${group()}`;
}
