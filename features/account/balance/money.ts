import { formatPounds } from '@/lib/format-money';

/** A balance in words: '£40.00 in credit', '£12.50 owed', '£0.00'. */
export function balanceInWords(pence: number): string {
  if (pence === 0) return formatPounds(0);
  return `${formatPounds(Math.abs(pence))} ${pence > 0 ? 'in credit' : 'owed'}`;
}

/** Money in with a plus, money out with a minus sign: '+£98.00', '−£80.00'. */
export function signedPounds(pence: number): string {
  return `${pence < 0 ? '−' : '+'}${formatPounds(Math.abs(pence))}`;
}
