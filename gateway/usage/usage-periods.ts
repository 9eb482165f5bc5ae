import type { Agreement } from '@/lib/gateway/contract/account';
import type { RegisterName } from '@/lib/gateway/contract/common';
import type { UsageGap, UsageGranularity, UsagePeriod } from '@/lib/gateway/contract/usage';
import { addDays, eachDay, startOfMonth, startOfWeek } from '@/lib/iso-date';
import { unitRateFor } from '../pricing/yearly-cost';
import type { DailyUse } from './daily-use';

const PERIOD_START: Record<UsageGranularity, (day: string) => string> = {
  day: (day) => day,
  week: startOfWeek,
  month: startOfMonth,
  year: (day) => `${day.slice(0, 4)}-01-01`,
};

/** Rate names of tariffs that price by the time of day (SPEC §3). */
const TIME_OF_USE_RATES = new Set(['SO EV Peak', 'SO EV Off-Peak']);

export function pricesByTimeOfDay(agreement: Agreement): boolean {
  return agreement.unitRates.some((rate) => TIME_OF_USE_RATES.has(rate.name));
}

function agreementOn(agreements: readonly Agreement[], day: string) {
  return agreements.find(
    (agreement) =>
      agreement.startDate <= day && (agreement.endDate === null || day <= agreement.endDate),
  );
}

export interface RegisterDailyUse {
  register: RegisterName;
  daily: DailyUse;
}

interface Accumulator {
  start: string;
  end: string;
  days: number;
  recordedDays: number;
  kwh: Map<RegisterName, number>;
  energyPence: number;
  standingPence: number;
}

const roundKwh = (kwh: number) => Math.round(kwh * 1000) / 1000;

function toPeriod(period: Accumulator, priced: boolean): UsagePeriod {
  const recorded = period.recordedDays > 0;
  const registers = recorded
    ? [...period.kwh].map(([register, kwh]) => ({ register, kwh: roundKwh(kwh) }))
    : [];
  const energyCostPence = recorded && priced ? Math.round(period.energyPence) : null;
  const standingChargePence = recorded && priced ? Math.round(period.standingPence) : null;
  return {
    start: period.start,
    end: period.end,
    days: period.days,
    recordedDays: period.recordedDays,
    registers,
    kwh: recorded ? roundKwh([...period.kwh.values()].reduce((sum, kwh) => sum + kwh, 0)) : null,
    energyCostPence,
    standingChargePence,
    costPence:
      energyCostPence === null || standingChargePence === null
        ? null
        : energyCostPence + standingChargePence,
  };
}

/** Runs of consecutive days without figures. */
function gapsIn(missing: readonly string[]): UsageGap[] {
  const gaps: UsageGap[] = [];
  for (const day of missing) {
    const last = gaps.at(-1);
    if (last && addDays(last.to, 1) === day) {
      last.to = day;
      last.days += 1;
    } else {
      gaps.push({ from: day, to: day, days: 1 });
    }
  }
  return gaps;
}

export interface FuelPeriodsInput {
  registers: readonly RegisterDailyUse[];
  /** The meter point's agreements: supply starts with the first of them. */
  agreements: readonly Agreement[];
  granularity: UsageGranularity;
  from: string;
  to: string;
}

/**
 * One meter's use gathered into days, weeks, months or years from its daily figures, each period
 * costed day by day at the agreement in force (unit rate per register and standing charge, VAT
 * included). A day counts only when every register has its figure; any other day is a gap, never
 * a zero. Days before the supply began are left out.
 */
export function fuelPeriods({ registers, agreements, granularity, from, to }: FuelPeriodsInput) {
  const priced = !agreements.some(pricesByTimeOfDay);
  const supplyStart = agreements.reduce(
    (earliest, agreement) => (agreement.startDate < earliest ? agreement.startDate : earliest),
    to,
  );
  const periods = new Map<string, Accumulator>();
  const missing: string[] = [];

  const firstDay = from > supplyStart ? from : supplyStart;
  for (const day of eachDay(firstDay, to)) {
    const start = PERIOD_START[granularity](day);
    const key = start < firstDay ? firstDay : start;
    const period = periods.get(key) ?? {
      start: key,
      end: day,
      days: 0,
      recordedDays: 0,
      kwh: new Map(registers.map(({ register }) => [register, 0])),
      energyPence: 0,
      standingPence: 0,
    };
    periods.set(key, period);
    period.end = day;
    period.days += 1;

    const used = registers.map(({ register, daily }) => ({ register, kwh: daily.get(day) }));
    const agreement = agreementOn(agreements, day);
    if (used.some(({ kwh }) => kwh === undefined)) {
      missing.push(day);
      continue;
    }
    period.recordedDays += 1;
    for (const { register, kwh = 0 } of used) {
      period.kwh.set(register, (period.kwh.get(register) ?? 0) + kwh);
      if (agreement) period.energyPence += kwh * unitRateFor(agreement, register);
    }
    period.standingPence += agreement?.standingChargeIncVatPence ?? 0;
  }

  return {
    priced,
    periods: [...periods.values()].map((period) => toPeriod(period, priced)),
    gaps: gapsIn(missing),
  };
}
