import type { FuelUsage, Usage, UsagePeriod } from '@/lib/gateway/contract/usage';
import { addDays } from '@/lib/iso-date';

/**
 * A day's figures as the gateway sends them: `kwh` per register (null for a gap), priced at
 * 25p/kWh by day (or standard) and 10p by night, with a 50p standing charge.
 */
export function makeDay(
  start: string,
  kwh: Partial<Record<'standard' | 'day' | 'night', number>> | null,
): UsagePeriod {
  const registers = Object.entries(kwh ?? {}).map(([register, used]) => ({
    register: register as 'standard' | 'day' | 'night',
    kwh: used,
  }));
  const energy = registers.reduce(
    (sum, use) => sum + use.kwh * (use.register === 'night' ? 10 : 25),
    0,
  );
  const recorded = kwh !== null;
  return {
    start,
    end: start,
    days: 1,
    recordedDays: recorded ? 1 : 0,
    registers,
    kwh: recorded ? registers.reduce((sum, use) => sum + use.kwh, 0) : null,
    energyCostPence: recorded ? energy : null,
    standingChargePence: recorded ? 50 : null,
    costPence: recorded ? energy + 50 : null,
  };
}

/** One fuel's smart figures for consecutive days from `from`; override anything. */
export function makeFuelUsage(
  from: string,
  days: readonly Parameters<typeof makeDay>[1][],
  overrides: Partial<FuelUsage> = {},
): FuelUsage {
  return {
    fuel: 'electricity',
    source: 'smart',
    registers: ['standard'],
    priced: true,
    periods: days.map((kwh, index) => makeDay(addDays(from, index), kwh)),
    gaps: [],
    dataUntil: addDays(from, days.length - 1),
    ...overrides,
  };
}

export function makeUsage(fuels: FuelUsage[], overrides: Partial<Usage> = {}): Usage {
  return {
    from: fuels[0]?.periods[0]?.start ?? '2026-11-01',
    to: fuels[0]?.periods.at(-1)?.end ?? '2026-11-30',
    granularity: 'day',
    fuels,
    ...overrides,
  };
}
