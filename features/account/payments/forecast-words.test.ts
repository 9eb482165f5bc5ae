import { makeDirectDebitForecast } from '@/tests/utils/account';
import { forecastLineName, forecastLineSum } from './forecast-words';

const [electricity, standing] = makeDirectDebitForecast().lines;

describe('a forecast line in words', () => {
  it('names the fuel, the rate of an Economy 7 register, or the standing charge', () => {
    expect(forecastLineName(electricity!)).toBe('Electricity');
    expect(forecastLineName({ ...electricity!, registerName: 'night' })).toBe(
      'Electricity, night rate',
    );
    expect(forecastLineName({ ...standing!, fuel: 'gas' })).toBe('Gas standing charge');
  });

  it('shows the sum behind its cost', () => {
    expect(forecastLineSum(electricity!)).toBe('2,900 kWh × 26.10p a kWh');
    expect(forecastLineSum(standing!)).toBe('365 days × 50.93p a day');
  });
});
