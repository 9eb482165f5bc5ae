import { formatOfferPounds, formatPence, formatPounds } from './format-money';

describe('formatPounds', () => {
  it.each([
    [0, '£0.00'],
    [5, '£0.05'],
    [123456, '£1,234.56'],
    [-4250, '-£42.50'],
    [9_800, '£98.00'],
  ])('shows %i pence as %s', (pence, shown) => {
    expect(formatPounds(pence)).toBe(shown);
  });

  it.each([
    [1234.4, '£12.34'],
    [1234.5, '£12.35'],
    [0.4, '£0.00'],
    [99.5, '£1.00'],
    [-4250.6, '-£42.51'],
  ])('rounds %d pence to the penny: %s', (pence, shown) => {
    expect(formatPounds(pence)).toBe(shown);
  });
});

describe('formatOfferPounds', () => {
  it.each([
    [5_000, '£50'],
    [2_550, '£25.50'],
    [123_400, '£1,234'],
  ])('shows %i pence as %s', (pence, shown) => {
    expect(formatOfferPounds(pence)).toBe(shown);
  });
});

describe('formatPence', () => {
  it.each([
    [8.5, '8.50p'],
    [27.56, '27.56p'],
    [30, '30.00p'],
  ])('shows a rate of %d pence as %s, two decimals as on a bill', (pence, shown) => {
    expect(formatPence(pence)).toBe(shown);
  });
});
