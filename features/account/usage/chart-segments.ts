/**
 * What the usage chart draws, apart from its drawing: the screen lays out and keys the chart
 * with these while the drawing's code (visx) is still on its way.
 */
import type { FuelUsage, UsagePeriod } from '@/lib/gateway/contract/usage';
import { REGISTER_NAMES } from './usage-figures';
import type { UsageView } from './usage-window';

export const CHART_HEIGHT = 260;

/** Each part of a bar: a colour and, for all but the first, a pattern too (never colour alone). */
export const SEGMENT_STYLES = [
  { fill: 'var(--color-brand)', pattern: null },
  { fill: 'var(--color-focus)', pattern: 'diagonal' },
] as const;

interface Segment {
  label: string;
  value: number;
}

/** The stacked parts of one bar: kWh per register, or energy and standing charge in £. */
export function barSegments(period: UsagePeriod, show: UsageView['show']): Segment[] {
  if (period.kwh === null) return [];
  if (show === 'pounds') {
    return [
      { label: 'Energy', value: period.energyCostPence ?? 0 },
      { label: 'Standing charge', value: period.standingChargePence ?? 0 },
    ];
  }
  return period.registers.map((use) => ({ label: REGISTER_NAMES[use.register], value: use.kwh }));
}

export function legendLabels(fuel: FuelUsage, show: UsageView['show']): string[] {
  if (show === 'pounds') return ['Energy', 'Standing charge'];
  return fuel.registers.length > 1 ? fuel.registers.map((r) => REGISTER_NAMES[r]) : [];
}
