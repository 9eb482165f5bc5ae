import { QUOTE_VALID_DAYS } from '@/lib/gateway/contract/quote-figures';

const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/**
 * How long before its prices end a quote is shown with the time they are held until, and
 * priced again when select-tariff opens: a day, so a prospect filling in their details never
 * finds the prices changed under them (WCAG 2.2.1).
 */
export const QUOTE_ENDING_NOTICE_MS = DAY_MS;

/** setTimeout fires at once for anything longer than a signed 32-bit delay (about 24.8 days). */
const LONGEST_TIMER_MS = 2 ** 31 - 1;

/** 'held' for now; 'ending' within a day of the end; 'ended' once the prices can no longer be had. */
export type QuoteHold = 'held' | 'ending' | 'ended';

/** When quotes priced at `pricedAt` (ISO instant) end; NaN for an unreadable time. */
export function quoteEndsAt(pricedAt: string, validDays = QUOTE_VALID_DAYS): number {
  return Date.parse(pricedAt) + validDays * DAY_MS;
}

export function quoteHold(pricedAt: string, now: number): QuoteHold {
  const endsAt = quoteEndsAt(pricedAt);
  if (Number.isNaN(endsAt) || now >= endsAt) return 'ended';
  return now >= endsAt - QUOTE_ENDING_NOTICE_MS ? 'ending' : 'held';
}

/** How long until `quoteHold` next changes (capped to what a timer can wait); null once ended. */
export function quoteHoldChangeDelay(pricedAt: string, now: number): number | null {
  const endsAt = quoteEndsAt(pricedAt);
  const hold = quoteHold(pricedAt, now);
  if (hold === 'ended') return null;
  const changesAt = hold === 'held' ? endsAt - QUOTE_ENDING_NOTICE_MS : endsAt;
  return Math.min(changesAt - now, LONGEST_TIMER_MS);
}
