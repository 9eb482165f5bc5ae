import { z } from 'zod';
import { usageGranularity, type UsageGranularity } from '@/lib/gateway/contract/usage';
import { addDays, addMonths, startOfMonth, startOfWeek } from '@/lib/iso-date';

export interface UsageWindow {
  granularity: UsageGranularity;
  from: string;
  to: string;
}

/** What the screen shows, as its address keeps it: a reload or a shared link shows the same. */
export const usageView = z.object({
  period: usageGranularity.catch('day'),
  show: z.enum(['kwh', 'pounds']).catch('kwh'),
  /** How many windows back from the latest. */
  back: z.coerce.number().int().min(0).max(60).catch(0),
});
export type UsageView = z.infer<typeof usageView>;

export const PERIOD_NAMES: Record<UsageGranularity, string> = {
  day: 'Day',
  week: 'Week',
  month: 'Month',
  year: 'Year',
};

const earliest = (a: string, b: string) => (a < b ? a : b);
const yearOf = (date: string) => Number(date.slice(0, 4));

/**
 * The days one view covers, ending at yesterday (the last day with figures) when `back` is 0:
 * 30 days, 12 weeks from Monday, 12 months from the 1st, or 5 years from 1 January.
 */
export function usageWindow(period: UsageGranularity, back: number, today: string): UsageWindow {
  const yesterday = addDays(today, -1);
  if (period === 'day') {
    const to = addDays(yesterday, -30 * back);
    return { granularity: period, from: addDays(to, -29), to };
  }
  if (period === 'week') {
    const lastWeek = addDays(startOfWeek(yesterday), -84 * back);
    return {
      granularity: period,
      from: addDays(lastWeek, -77),
      to: earliest(addDays(lastWeek, 6), yesterday),
    };
  }
  if (period === 'month') {
    const lastMonth = addMonths(startOfMonth(yesterday), -12 * back);
    return {
      granularity: period,
      from: addMonths(lastMonth, -11),
      to: earliest(addDays(addMonths(lastMonth, 1), -1), yesterday),
    };
  }
  const lastYear = yearOf(yesterday) - 5 * back;
  return {
    granularity: period,
    from: `${lastYear - 4}-01-01`,
    to: earliest(`${lastYear}-12-31`, yesterday),
  };
}
