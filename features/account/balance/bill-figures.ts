import { formatNumber } from '@/lib/format-number';
import type { BillLine, BillLineReadings } from '@/lib/gateway/contract/bills';

/** 18450 → '18,450'; 1065.96 → '1,065.96': readings and kWh as the bill printed them. */
export const formatQuantity = (value: number) => formatNumber(value, 2);

/** A bill's rate, VAT apart, to the four places it was worked out at: '26.2476p'. */
export const formatBillRate = (pence: number) => `${pence.toFixed(4)}p`;

export const SOURCE_WORDS: Record<BillLineReadings['opening']['source'], string> = {
  customer: 'your reading (actual)',
  smart: 'sent by your smart meter (actual)',
  estimated: 'estimated by us',
};

export const UNIT_WORDS: Record<BillLineReadings['unit'], string> = { kWh: 'kWh', m3: 'm³' };

/** Whether any energy line of the bill was worked out from an estimated reading. */
export function usesEstimate(lines: readonly BillLine[]): boolean {
  return lines.some(
    ({ readings }) =>
      readings?.opening.source === 'estimated' || readings?.closing.source === 'estimated',
  );
}
