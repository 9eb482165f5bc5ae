import type { MeterPoint, Reading, ReadingHistory } from '@/lib/gateway/contract/readings';

export function makeReading(overrides: Partial<Reading> = {}): Reading {
  return {
    id: 1,
    meterPointId: 1,
    registerId: 1,
    registerName: 'standard',
    fuel: 'electricity',
    readOn: '2026-11-01',
    value: 21_977,
    source: 'smart',
    replaced: false,
    ...overrides,
  };
}

/** Alex's smart electricity meter, last read on 1 November 2026; override anything. */
export function makeMeterPoint(overrides: Partial<MeterPoint> = {}): MeterPoint {
  const last = makeReading();
  return {
    id: 1,
    fuel: 'electricity',
    mpan: '2200012345678',
    mprn: null,
    meterType: 'smart',
    serialNumber: '21L3456789',
    registers: [
      {
        id: 1,
        name: 'standard',
        unit: 'kWh',
        digits: 6,
        lastReading: last,
        lastActualReading: last,
      },
    ],
    freshness: { lastReadOn: '2026-11-01', smartDataUntil: '2026-11-23', smartSilentDays: 0 },
    ...overrides,
  };
}

/** Sam's Cardiff Economy 7 meter: day and night registers, read by the customer. */
export function makeEconomy7Meter(): MeterPoint {
  const day = makeReading({
    id: 11,
    meterPointId: 5,
    registerId: 8,
    registerName: 'day',
    value: 22_800,
    source: 'customer',
    readOn: '2026-10-01',
  });
  const night = makeReading({
    id: 12,
    meterPointId: 5,
    registerId: 9,
    registerName: 'night',
    value: 9_500,
    source: 'customer',
    readOn: '2026-10-01',
  });
  return makeMeterPoint({
    id: 5,
    meterType: 'economy7',
    serialNumber: 'E10Z654321',
    mpan: '2166021189354',
    registers: [
      { id: 8, name: 'day', unit: 'kWh', digits: 5, lastReading: day, lastActualReading: day },
      {
        id: 9,
        name: 'night',
        unit: 'kWh',
        digits: 5,
        lastReading: night,
        lastActualReading: night,
      },
    ],
    freshness: { lastReadOn: '2026-10-01', smartDataUntil: null, smartSilentDays: null },
  });
}

export function makeReadingHistory(
  meterPoints: MeterPoint[] = [makeMeterPoint()],
  readings: Reading[] = meterPoints.flatMap((meter) =>
    meter.registers.flatMap((register) => (register.lastReading ? [register.lastReading] : [])),
  ),
): ReadingHistory {
  return { meterPoints, readings };
}
