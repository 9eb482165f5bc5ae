import { formatOfferPounds, formatPounds } from './format-money';

describe('formatPounds', () => {
  it.each([
    [0, '£0.00'],
    [5, '£0.05'],
    [123456, '£1,234.56'],
    [-4250, '-£42.50'],
  ])('shows %i pence as %s', (pence, shown) => {
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
