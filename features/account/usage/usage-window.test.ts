import { readUsageView, usageWindow } from './usage-window';

describe('usageWindow', () => {
  const today = '2026-11-24';

  it.each([
    ['day', 0, '2026-10-25', '2026-11-23'],
    ['day', 1, '2026-09-25', '2026-10-24'],
    ['week', 0, '2026-09-07', '2026-11-23'],
    ['week', 1, '2026-06-15', '2026-09-06'],
    ['month', 0, '2025-12-01', '2026-11-23'],
    ['month', 1, '2024-12-01', '2025-11-30'],
    ['year', 0, '2022-01-01', '2026-11-23'],
    ['year', 1, '2017-01-01', '2021-12-31'],
  ] as const)('by %s, %i back: %s to %s', (period, back, from, to) => {
    expect(usageWindow(period, back, today)).toEqual({ granularity: period, from, to });
  });
});

describe('readUsageView', () => {
  it('reads the view from the address', () => {
    expect(readUsageView({ period: 'month', show: 'pounds', back: '2' })).toEqual({
      period: 'month',
      show: 'pounds',
      back: 2,
    });
    expect(readUsageView({ period: 'year', show: 'kwh', back: '60' })).toEqual({
      period: 'year',
      show: 'kwh',
      back: 60,
    });
  });

  it.each([
    ['nothing', {}],
    ['an unknown period and unit', { period: 'hour', show: 'watts' }],
    ['repeated values', { period: ['week', 'month'], show: ['pounds', 'kwh'], back: ['1'] }],
    ['a negative count back', { back: '-1' }],
    ['a fraction back', { back: '1.5' }],
    ['more than 60 back', { back: '61' }],
    ['words back', { back: 'two' }],
    ['an empty count back', { back: '' }],
  ])('falls back to the last 30 days in kWh for %s', (_, query) => {
    expect(readUsageView(query)).toEqual({ period: 'day', show: 'kwh', back: 0 });
  });
});
