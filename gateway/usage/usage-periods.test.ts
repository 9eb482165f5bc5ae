import { makeAgreement } from '@/tests/utils/account';
import { dailyUseFromReadings } from './daily-use';
import { fuelPeriods } from './usage-periods';

const dailyOf = (entries: Record<string, number>) => new Map(Object.entries(entries));

describe('fuelPeriods', () => {
  const economy7 = makeAgreement({
    startDate: '2026-01-01',
    endDate: null,
    standingChargeIncVatPence: 50,
    unitRates: [
      { name: 'day', unitRateIncVatPence: 30 },
      { name: 'night', unitRateIncVatPence: 15 },
    ],
  });

  it('costs each register at its own rate and adds the standing charge of each recorded day', () => {
    const { periods, gaps } = fuelPeriods({
      registers: [
        { register: 'day', daily: dailyOf({ '2026-03-02': 4, '2026-03-03': 6 }) },
        { register: 'night', daily: dailyOf({ '2026-03-02': 10, '2026-03-03': 2 }) },
      ],
      agreements: [economy7],
      granularity: 'week',
      from: '2026-03-02',
      to: '2026-03-04',
    });
    expect(periods).toEqual([
      {
        start: '2026-03-02',
        end: '2026-03-04',
        days: 3,
        recordedDays: 2,
        registers: [
          { register: 'day', kwh: 10 },
          { register: 'night', kwh: 12 },
        ],
        kwh: 22,
        energyCostPence: 10 * 30 + 12 * 15,
        standingChargePence: 2 * 50,
        costPence: 480 + 100,
      },
    ]);
    expect(gaps).toEqual([{ from: '2026-03-04', to: '2026-03-04', days: 1 }]);
  });

  it('counts a day only when every register has its figure', () => {
    const { periods } = fuelPeriods({
      registers: [
        { register: 'day', daily: dailyOf({ '2026-03-02': 4 }) },
        { register: 'night', daily: dailyOf({}) },
      ],
      agreements: [economy7],
      granularity: 'day',
      from: '2026-03-02',
      to: '2026-03-02',
    });
    expect(periods[0]).toMatchObject({
      recordedDays: 0,
      kwh: null,
      registers: [],
      costPence: null,
    });
  });

  it('leaves costs out for a time-of-use EV tariff rather than guessing the times', () => {
    const ev = makeAgreement({
      startDate: '2026-01-01',
      unitRates: [
        { name: 'SO EV Peak', unitRateIncVatPence: 32 },
        { name: 'SO EV Off-Peak', unitRateIncVatPence: 8 },
      ],
    });
    const { priced, periods } = fuelPeriods({
      registers: [{ register: 'standard', daily: dailyOf({ '2026-03-02': 20 }) }],
      agreements: [ev],
      granularity: 'day',
      from: '2026-03-02',
      to: '2026-03-02',
    });
    expect(priced).toBe(false);
    expect(periods[0]).toMatchObject({ kwh: 20, energyCostPence: null, costPence: null });
  });
});

describe('dailyUseFromReadings', () => {
  it('spreads what the dial moved evenly over the days between two readings', () => {
    const daily = dailyUseFromReadings(
      [
        { readOn: '2026-03-01', value: 100 },
        { readOn: '2026-03-05', value: 140 },
      ],
      'kWh',
    );
    expect([...daily]).toEqual([
      ['2026-03-01', 10],
      ['2026-03-02', 10],
      ['2026-03-03', 10],
      ['2026-03-04', 10],
    ]);
  });

  it('converts a gas dial from cubic metres to kWh and skips a dial that went backwards', () => {
    const daily = dailyUseFromReadings(
      [
        { readOn: '2026-03-01', value: 100 },
        { readOn: '2026-03-02', value: 110 },
        { readOn: '2026-03-03', value: 50 },
      ],
      'm3',
    );
    expect(daily.get('2026-03-01')).toBeCloseTo((10 * 1.02264 * 39.5) / 3.6, 6);
    expect(daily.has('2026-03-02')).toBe(false);
  });
});
