import { parse } from 'csv-parse/sync';
import { makeFuelUsage, makeUsage } from '@/tests/utils/usage';
import { dateRange, periodName, usageCsv, usageSummary } from './usage-figures';

describe('dateRange', () => {
  it.each([
    ['2026-11-03', '2026-11-03', '3 November 2026'],
    ['2026-11-03', '2026-11-09', '3 to 9 November 2026'],
    ['2026-10-26', '2026-11-01', '26 October to 1 November 2026'],
    ['2025-12-29', '2026-01-04', '29 December 2025 to 4 January 2026'],
  ])('%s to %s reads "%s"', (from, to, words) => {
    expect(dateRange(from, to)).toBe(words);
  });
});

describe('periodName', () => {
  const period = (start: string, end: string) => ({
    ...makeFuelUsage(start, [{ standard: 1 }]).periods[0]!,
    start,
    end,
  });

  it('names a day, a whole month or year, and a part of one as its dates', () => {
    expect(periodName(period('2026-11-03', '2026-11-03'), 'day')).toBe('Tuesday 3 November 2026');
    expect(periodName(period('2026-10-01', '2026-10-31'), 'month')).toBe('October 2026');
    expect(periodName(period('2026-11-01', '2026-11-23'), 'month')).toBe('1 to 23 November 2026');
    expect(periodName(period('2025-01-01', '2025-12-31'), 'year')).toBe('2025');
    expect(periodName(period('2026-01-01', '2026-11-23'), 'year')).toBe(
      '1 January to 23 November 2026',
    );
  });
});

describe('usageSummary', () => {
  const days = [{ standard: 10 }, null, null, { standard: 12 }];
  const fuel = makeFuelUsage('2026-11-01', days, {
    gaps: [{ from: '2026-11-02', to: '2026-11-03', days: 2 }],
  });
  const usage = makeUsage([fuel]);

  it('says the total, the cost with standing charges, the busiest day and the gap', () => {
    expect(usageSummary(fuel, usage, 'kwh')).toBe(
      'Electricity: 22 kWh from 1 to 4 November 2026, costing £6.50 with VAT and standing charges. ' +
        'The most was 12 kWh on Wednesday 4 November 2026. ' +
        'No figures from your meter for 2 to 3 November 2026 (2 days).',
    );
  });

  it('finds the busiest day by cost when showing pounds', () => {
    expect(usageSummary(fuel, usage, 'pounds')).toContain(
      'The most was £3.50 on Wednesday 4 November 2026.',
    );
  });

  it('leaves the cost out for a time-of-use tariff', () => {
    const ev = { ...fuel, priced: false };
    expect(usageSummary(ev, usage, 'kwh')).toMatch(
      /^Electricity: 22 kWh from 1 to 4 November 2026\. /,
    );
  });

  it('says when there are no figures at all', () => {
    const silent = makeFuelUsage('2026-11-01', [null, null]);
    expect(usageSummary(silent, makeUsage([silent]), 'kwh')).toBe(
      'Electricity: we have no figures from 1 to 2 November 2026.',
    );
  });
});

describe('usageCsv', () => {
  it('has a row per fuel and period, gaps left empty, registers as columns', () => {
    const electricity = makeFuelUsage('2026-11-01', [{ day: 4, night: 6 }, null], {
      registers: ['day', 'night'],
    });
    const gas = makeFuelUsage('2026-11-01', [{ standard: 30 }, { standard: 28 }], {
      fuel: 'gas',
      source: 'readings',
    });
    const rows = parse(usageCsv(makeUsage([electricity, gas])), { columns: true });
    expect(rows).toEqual([
      {
        Fuel: 'Electricity',
        From: '2026-11-01',
        To: '2026-11-01',
        'Days with figures': '1',
        'Standard (kWh)': '',
        'Day (kWh)': '4',
        'Night (kWh)': '6',
        'Total (kWh)': '10',
        'Energy (£)': '1.6',
        'Standing charge (£)': '0.5',
        'Total cost (£)': '2.1',
        Source: 'Smart meter',
      },
      expect.objectContaining({
        'Days with figures': '0',
        'Total (kWh)': '',
        'Total cost (£)': '',
      }),
      expect.objectContaining({
        Fuel: 'Gas',
        'Standard (kWh)': '30',
        Source: 'Worked out from meter readings',
      }),
      expect.objectContaining({ Fuel: 'Gas', 'Standard (kWh)': '28' }),
    ]);
  });
});
