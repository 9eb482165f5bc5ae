import { makeDirectDebitForecast } from '@/tests/utils/account';
import { yearlyShortfallPence } from './shortfall';

describe('yearlyShortfallPence', () => {
  const forecast = makeDirectDebitForecast({ toPayPence: 117_000 });
  it.each([
    [9_750, 0],
    [9_800, 0],
    [9_000, 9_000],
    [500, 111_000],
  ])('twelve payments of %i pence fall %i pence short', (amount, shortfall) => {
    expect(yearlyShortfallPence(forecast, amount)).toBe(shortfall);
  });
});
