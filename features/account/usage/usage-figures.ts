import type { RegisterName } from '@/lib/gateway/contract/common';
import type {
  FuelUsage,
  Usage,
  UsageGap,
  UsageGranularity,
  UsagePeriod,
} from '@/lib/gateway/contract/usage';
import { toCsv } from '@/lib/csv/to-csv';
import {
  formatDayMonth,
  formatLongDate,
  formatMonthYear,
  formatShortDayMonth,
  formatShortMonthYear,
  formatWeekdayDate,
} from '@/lib/format-date';
import { formatPounds } from '@/lib/format-money';
import { formatKwh } from '@/lib/format-number';
import { dayOfMonth } from '@/lib/iso-date';
import type { UsageView } from './usage-window';

export const FUEL_NAMES = { electricity: 'Electricity', gas: 'Gas' } as const;
export const REGISTER_NAMES: Record<RegisterName, string> = {
  standard: 'Standard',
  day: 'Day',
  night: 'Night',
};

/** 312.44 → '312.4 kWh': use is shown to a tenth of a kWh. */
export const formatUsageKwh = (kwh: number) => formatKwh(kwh, 1);

/** '3 to 9 November 2026', '28 October to 3 November 2026', '1 to 4 January 2026'. */
export function dateRange(from: string, to: string): string {
  if (from === to) return formatLongDate(from);
  const sameYear = from.slice(0, 4) === to.slice(0, 4);
  const sameMonth = sameYear && from.slice(5, 7) === to.slice(5, 7);
  const start = sameMonth
    ? String(dayOfMonth(from))
    : sameYear
      ? formatDayMonth(from)
      : formatLongDate(from);
  return `${start} to ${formatLongDate(to)}`;
}

const lastDayOfMonth = (date: string) =>
  new Date(Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)), 0)).getUTCDate();

/** A period as the table names it: a weekday, a range, a month or a year. */
export function periodName(period: UsagePeriod, granularity: UsageGranularity): string {
  const { start, end } = period;
  if (granularity === 'day') return formatWeekdayDate(start);
  const wholeMonth = start.endsWith('-01') && Number(end.slice(8)) === lastDayOfMonth(end);
  if (granularity === 'month' && wholeMonth) return formatMonthYear(start);
  const wholeYear = start.endsWith('-01-01') && end.endsWith('-12-31');
  if (granularity === 'year' && wholeYear) return start.slice(0, 4);
  return dateRange(start, end);
}

/** A period as the chart's axis names it, in a few characters. */
export function periodTick(period: UsagePeriod, granularity: UsageGranularity): string {
  if (granularity === 'year') return period.start.slice(0, 4);
  if (granularity === 'month') return formatShortMonthYear(period.start);
  return formatShortDayMonth(period.start);
}

/** What the chart draws for a period in the chosen unit; null for a period without figures. */
export function periodValue(period: UsagePeriod, show: UsageView['show']): number | null {
  return show === 'kwh' ? period.kwh : period.costPence;
}

export const formatValue = (value: number, show: UsageView['show']) =>
  show === 'kwh' ? formatUsageKwh(value) : formatPounds(value);

export function gapWords(gap: UsageGap): string {
  return `${dateRange(gap.from, gap.to)} (${gap.days === 1 ? '1 day' : `${gap.days} days`})`;
}

const BUSIEST_PREPOSITION: Record<UsageGranularity, string> = {
  day: 'on',
  week: 'in the week',
  month: 'in',
  year: 'in',
};

/** The chart's one-line summary: the total, the busiest period, and any gaps, in words. */
export function usageSummary(fuel: FuelUsage, usage: Usage, show: UsageView['show']): string {
  const name = FUEL_NAMES[fuel.fuel];
  const recorded = fuel.periods.filter((period) => period.kwh !== null);
  if (recorded.length === 0) {
    return `${name}: we have no figures from ${dateRange(usage.from, usage.to)}.`;
  }
  const kwh = recorded.reduce((sum, period) => sum + (period.kwh ?? 0), 0);
  const cost = recorded.reduce((sum, period) => sum + (period.costPence ?? 0), 0);
  const first = fuel.periods[0]!.start;
  const last = fuel.periods.at(-1)!.end;
  const costing = fuel.priced
    ? `, costing ${formatPounds(cost)} with VAT and standing charges`
    : '';
  const busiest = recorded.reduce((most, period) =>
    (periodValue(period, show) ?? 0) > (periodValue(most, show) ?? 0) ? period : most,
  );
  const busiestValue = periodValue(busiest, show);
  const most =
    recorded.length > 1 && busiestValue !== null
      ? ` The most was ${formatValue(busiestValue, show)} ${BUSIEST_PREPOSITION[usage.granularity]} ${periodName(busiest, usage.granularity)}.`
      : '';
  const gaps =
    fuel.gaps.length > 0
      ? ` No figures from your meter for ${fuel.gaps.map(gapWords).join(' and ')}.`
      : '';
  return `${name}: ${formatUsageKwh(kwh)} from ${dateRange(first, last)}${costing}.${most}${gaps}`;
}

const SHOWN_IN = { kwh: 'in kWh', pounds: 'in pounds, with VAT' } as const;

/** What the screen shows, in words, for a listener once it is shown: the chart has none. */
export function viewWords(view: Pick<UsageView, 'period' | 'show'>, from: string, to: string) {
  return `Showing your energy use by ${view.period}, ${SHOWN_IN[view.show]}, for ${dateRange(from, to)}.`;
}

const pounds = (pence: number | null) => (pence === null ? null : pence / 100);

/** The shown figures as a spreadsheet reads them: one row per fuel and period. */
export function usageCsv(usage: Usage): string {
  const registers = (['standard', 'day', 'night'] as const).filter((register) =>
    usage.fuels.some((fuel) => fuel.registers.includes(register)),
  );
  return toCsv(
    [
      'Fuel',
      'From',
      'To',
      'Days with figures',
      ...registers.map((register) => `${REGISTER_NAMES[register]} (kWh)`),
      'Total (kWh)',
      'Energy (£)',
      'Standing charge (£)',
      'Total cost (£)',
      'Source',
    ],
    usage.fuels.flatMap((fuel) =>
      fuel.periods.map((period) => [
        FUEL_NAMES[fuel.fuel],
        period.start,
        period.end,
        period.recordedDays,
        ...registers.map(
          (register) => period.registers.find((use) => use.register === register)?.kwh ?? null,
        ),
        period.kwh,
        pounds(period.energyCostPence),
        pounds(period.standingChargePence),
        pounds(period.costPence),
        fuel.source === 'smart' ? 'Smart meter' : 'Worked out from meter readings',
      ]),
    ),
  );
}
