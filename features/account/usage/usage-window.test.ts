import { usageView, usageWindow } from './usage-window';

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

describe('usageView', () => {
  it('reads the view from the address, falling back to the last 30 days in kWh', () => {
    expect(usageView.parse({ period: 'month', show: 'pounds', back: '2' })).toEqual({
      period: 'month',
      show: 'pounds',
      back: 2,
    });
    expect(usageView.parse({ period: 'hour', show: ['kwh', 'x'], back: '-1' })).toEqual({
      period: 'day',
      show: 'kwh',
      back: 0,
    });
  });
});
