import { makeQuoteAnswers, makeSupplyAddress } from '@/tests/utils/make-quote-journey';
import { makeTariffQuote } from '@/tests/utils/make-tariff-quote';
import { addressLine, answersSummary } from './answers-summary';

const asRecord = (rows: ReturnType<typeof answersSummary>) =>
  Object.fromEntries(rows.map((row) => [row.label, row.value]));

const dualPriced = makeTariffQuote({
  fuelType: 'ElecAndGas',
  elecConsumptionPerYearInKwh: 2_700,
  gasConsumptionPerYearInKwh: 11_500,
});

describe('addressLine', () => {
  it.each([
    ['one line', makeSupplyAddress(), '12 Gloucester Road, Bristol BS7 9JN'],
    [
      'two lines',
      makeSupplyAddress({ line1: 'Flat 2', line2: '12 Gloucester Road' }),
      'Flat 2, 12 Gloucester Road, Bristol BS7 9JN',
    ],
    ['no address: the postcode', null, 'BS7 9JN'],
  ])('%s', (_, address, line) => {
    expect(addressLine(address, 'BS7 9JN')).toBe(line);
  });
});

describe('answersSummary', () => {
  it('names the meter as SPEC does: Smart meter, Standard meter', () => {
    const meter = (meterType: 'smart' | 'standard' | 'economy7') =>
      asRecord(answersSummary(makeQuoteAnswers(), makeSupplyAddress({ meterType }))).Meter;
    expect(meter('smart')).toBe('Smart meter (one rate all day)');
    expect(meter('standard')).toBe('Standard meter (one rate all day)');
    // A home whose register says Economy 7, where the prospect said one rate all day.
    expect(meter('economy7')).toBe('Standard meter (one rate all day)');
  });

  it('words a medium dual-fuel home with the use the prices assume', () => {
    expect(answersSummary(makeQuoteAnswers(), makeSupplyAddress(), dualPriced)).toEqual([
      { label: 'Home', value: '12 Gloucester Road, Bristol BS7 9JN' },
      { label: 'Fuel', value: 'Gas & electricity' },
      { label: 'Meter', value: 'Smart meter (one rate all day)' },
      {
        label: 'Use',
        value: 'Medium use (about 2,700 kWh of electricity and 11,500 kWh of gas a year)',
      },
    ]);
  });

  it.each([
    [
      'electricity only, an exact amount a year',
      makeQuoteAnswers({
        fuelType: 'ELECTRICITY_ONLY',
        usage: { profile: 'EXACT_AMOUNT', period: 'year', electricityKwh: 3_000, gasKwh: 9_000 },
      }),
      { Fuel: 'Electricity', Use: '3,000 kWh of electricity a year' },
    ],
    [
      'dual fuel, exact amounts a month',
      makeQuoteAnswers({
        usage: { profile: 'EXACT_AMOUNT', period: 'month', electricityKwh: 250, gasKwh: 900 },
      }),
      { Use: '250 kWh of electricity and 900 kWh of gas a month' },
    ],
    [
      'Economy 7 with an electric vehicle',
      makeQuoteAnswers({
        fuelType: 'ELECTRICITY_ONLY',
        hasEconomySevenMeter: true,
        usage: { profile: 'HIGH' },
        ev: { selected: true, vehicleIsEv: true, meterEligible: true },
      }),
      {
        Meter: 'Economy 7 meter (day and night rates)',
        'Electric vehicle': 'Yes',
        Use: 'High use',
      },
    ],
  ])('%s', (_, answers, expected) => {
    expect(asRecord(answersSummary(answers, makeSupplyAddress()))).toMatchObject(expected);
  });

  it('asks nothing about the meter or a vehicle for gas only', () => {
    const rows = answersSummary(
      makeQuoteAnswers({
        fuelType: 'GAS_ONLY',
        usage: { profile: 'LOW' },
        ev: { selected: true, vehicleIsEv: true, meterEligible: true },
      }),
      null,
    );
    expect(rows).toEqual([
      { label: 'Home', value: 'BS7 9JN' },
      { label: 'Fuel', value: 'Gas' },
      { label: 'Use', value: 'Low use' },
    ]);
  });
});
