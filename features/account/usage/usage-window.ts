import {
  isUsageGranularity,
  type UsageGranularity,
} from '@/lib/gateway/contract/usage-granularities';
import { addDays, addMonths, startOfMonth, startOfWeek } from '@/lib/iso-date';

export interface UsageWindow {
  granularity: UsageGranularity;
  from: string;
  to: string;
}

/** What the screen shows, as its address keeps it: a reload or a shared link shows the same. */
export interface UsageView {
  period: UsageGranularity;
  show: 'kwh' | 'pounds';
  /** How many windows back from the latest. */
  back: number;
}

const MAX_BACK = 60;

/** The view an address asks for; anything it does not say, or says wrongly, is the default. */
export function readUsageView(query: Partial<Record<string, string | string[]>>): UsageView {
  const back = typeof query.back === 'string' && query.back !== '' ? Number(query.back) : 0;
  return {
    period: isUsageGranularity(query.period) ? query.period : 'day',
    show: query.show === 'pounds' ? 'pounds' : 'kwh',
    back: Number.isInteger(back) && back >= 0 && back <= MAX_BACK ? back : 0,
  };
}

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
