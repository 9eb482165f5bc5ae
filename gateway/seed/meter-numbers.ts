/** The MPAN core's check digit weights: the primes from 3, skipping 11 (Elexon MRA). */
const MPAN_WEIGHTS = [3, 5, 7, 13, 17, 19, 23, 29, 31, 37, 41, 43];

function mpanCheckDigit(first12: string): number {
  const sum = MPAN_WEIGHTS.reduce((total, weight, i) => total + weight * Number(first12[i]), 0);
  return (sum % 11) % 10;
}

/** A 13-digit MPAN core: distributor id (2 digits), 10 digits, then the check digit. */
export function mpanCore(distributorId: number, unique: number): string {
  const first12 = `${String(distributorId).padStart(2, '0')}${String(unique).padStart(10, '0')}`;
  if (!/^\d{12}$/.test(first12)) throw new Error(`Not an MPAN core: ${first12}`);
  return `${first12}${mpanCheckDigit(first12)}`;
}

export function isValidMpanCore(mpan: string): boolean {
  return /^\d{13}$/.test(mpan) && mpanCheckDigit(mpan.slice(0, 12)) === Number(mpan[12]);
}
