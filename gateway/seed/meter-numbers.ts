import { mpanCheckDigit } from '@/lib/gateway/contract/meter-numbers';

/** A 13-digit MPAN core: distributor id (2 digits), 10 digits, then the check digit. */
export function mpanCore(distributorId: number, unique: number): string {
  const first12 = `${String(distributorId).padStart(2, '0')}${String(unique).padStart(10, '0')}`;
  if (!/^\d{12}$/.test(first12)) throw new Error(`Not an MPAN core: ${first12}`);
  return `${first12}${mpanCheckDigit(first12)}`;
}
