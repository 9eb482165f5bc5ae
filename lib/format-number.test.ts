import { formatCount, formatKwh, formatNumber } from './format-number';

describe('formatNumber', () => {
  it.each([
    [0, '0'],
    [999, '999'],
    [1_000, '1,000'],
    [1_048_576, '1,048,576'],
    [-2_500, '-2,500'],
    [1.5, '1.5'],
    [1.23456, '1.235'],
  ])('shows %d as %s, as toLocaleString does', (value, shown) => {
    expect(formatNumber(value)).toBe(shown);
    expect(formatNumber(value)).toBe(value.toLocaleString('en-GB'));
  });

  it.each([
    [4.56, 0, '5'],
    [4.56, 1, '4.6'],
    [4.0, 1, '4'],
    [1065.956, 2, '1,065.96'],
    [1065.9, 2, '1,065.9'],
    [18_450, 2, '18,450'],
  ] as const)('shows %d with at most %i decimals as %s', (value, decimals, shown) => {
    expect(formatNumber(value, decimals)).toBe(shown);
  });
});

describe('formatKwh', () => {
  it.each([
    [2_900, undefined, '2,900 kWh'],
    [312.44, 1, '312.4 kWh'],
    [312.44, undefined, '312.44 kWh'],
  ] as const)('shows %d (decimals %s) as %s', (kwh, decimals, shown) => {
    expect(formatKwh(kwh, decimals)).toBe(shown);
  });
});

describe('formatCount', () => {
  it.each([
    [0, '0 places'],
    [1, '1 place'],
    [2, '2 places'],
    [2_000, '2,000 places'],
  ])('counts %i as %s', (count, shown) => {
    expect(formatCount(count, 'place', 'places')).toBe(shown);
  });
});
