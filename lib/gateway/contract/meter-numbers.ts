import { z } from 'zod';

/** The MPAN core's check digit weights: the primes from 3, skipping 11 (Elexon MRA). */
const MPAN_WEIGHTS = [3, 5, 7, 13, 17, 19, 23, 29, 31, 37, 41, 43];

export function mpanCheckDigit(first12: string): number {
  const sum = MPAN_WEIGHTS.reduce((total, weight, i) => total + weight * Number(first12[i]), 0);
  return (sum % 11) % 10;
}

export function isValidMpanCore(mpan: string): boolean {
  return /^\d{13}$/.test(mpan) && mpanCheckDigit(mpan.slice(0, 12)) === Number(mpan[12]);
}

/** A 13-digit MPAN core (the bottom line of the supply number) with a valid check digit. */
export const mpan = z
  .string()
  .transform((value) => value.replace(/\s/g, ''))
  .refine(isValidMpanCore, {
    error: 'Enter the 13-digit MPAN from your electricity bill',
  });

/** A gas meter point reference number: 6 to 10 digits. */
export const mprn = z
  .string()
  .transform((value) => value.replace(/\s/g, ''))
  .pipe(
    z.string().regex(/^\d{6,10}$/, { error: 'Enter the 6 to 10-digit MPRN from your gas bill' }),
  );
