import { makeFlexQuote, makeTariffQuote as quote } from '@/tests/utils/make-tariff-quote';
import { rateRows, tariffInformationLabel } from './tariff-information-label';

const asRecord = (rows: ReturnType<typeof tariffInformationLabel>) =>
  Object.fromEntries(rows.map((row) => [row.label, row.value]));

const dualFuel = quote({
  tariffName: 'So Fixed 24M / Dual',
  fuelType: 'ElecAndGas',
  tariffLengthInMonths: 24,
  gasCostPerKwhInPence: 5.57,
  gasStandingChargeInPence: 35.26,
  gasConsumptionPerYearInKwh: 11_500,
  gasProductCode: 'SO-FIX-24M-G',
  costPerYearInPounds: 1_519.3,
  costPerMonthInPounds: 126.61,
  earlyExitFeePerFuelInPounds: 75.5,
});

const economy7 = quote({
  elecProductType: 'Eco7',
  elecRates: [
    { name: 'day', costPerKwhInPence: 28.9, eco7ElecConsumptionPerYearInKwh: 1_276 },
    { name: 'night', costPerKwhInPence: 13.44, eco7ElecConsumptionPerYearInKwh: 924 },
  ],
  elecConsumptionPerYearInKwh: 2_200,
  costPerYearInPounds: 658.92,
  costPerMonthInPounds: 54.91,
});

const gasOnly = quote({
  fuelType: 'Gas',
  elecProductType: null,
  elecRates: [],
  elecStandingChargeInPence: null,
  elecConsumptionPerYearInKwh: null,
  elecProductCode: null,
  gasCostPerKwhInPence: 5.57,
  gasStandingChargeInPence: 35.26,
  gasConsumptionPerYearInKwh: 11_500,
  gasProductCode: 'SO-FIX-12M-G',
});

const tracker = quote({
  tariffName: 'So Tracker',
  rate: 'Variable',
  tariffLengthInMonths: null,
  elecProductCode: 'SO-TRACKER-E',
  earlyExitFeePerFuelInPounds: 0,
});

const ev = quote({
  tariffName: 'So EV',
  tariffType: 'EV',
  elecProductType: 'time-of-use',
  elecRates: [
    { name: 'SO EV Peak', costPerKwhInPence: 30.12, eco7ElecConsumptionPerYearInKwh: null },
    { name: 'SO EV Off-Peak', costPerKwhInPence: 9.5, eco7ElecConsumptionPerYearInKwh: null },
  ],
});

describe('tariffInformationLabel', () => {
  it("gives Ofgem's fields in order for a fixed electricity-only quote", () => {
    expect(tariffInformationLabel(quote())).toEqual([
      { label: 'Supplier', value: 'So Energy' },
      { label: 'Tariff name', value: 'So Fixed 12M / Electricity' },
      { label: 'Tariff type', value: 'Fixed' },
      { label: 'Payment method', value: 'Direct Debit' },
      { label: 'Electricity unit rate', value: '25.36p per kWh including VAT' },
      { label: 'Electricity standing charge', value: '45.47p per day including VAT' },
      { label: 'Tariff end date', value: '14 December 2027' },
      { label: 'Price guaranteed until', value: '14 December 2027' },
      { label: 'Exit fee (electricity)', value: '£50' },
      { label: 'Estimated annual cost', value: '£850.69' },
      { label: 'Estimated monthly cost', value: '£70.89' },
      { label: 'Electricity use assumed', value: '2,700 kWh a year' },
    ]);
  });

  it.each([
    [
      'dual fuel, 24 months: both fuels, an exit fee for each',
      dualFuel,
      {
        'Electricity unit rate': '25.36p per kWh including VAT',
        'Gas unit rate': '5.57p per kWh including VAT',
        'Gas standing charge': '35.26p per day including VAT',
        'Tariff end date': '14 December 2028',
        'Exit fee (electricity)': '£75.50',
        'Exit fee (gas)': '£75.50',
        'Estimated annual cost': '£1,519.30',
        'Estimated monthly cost': '£126.61',
        'Electricity use assumed': '2,700 kWh a year',
        'Gas use assumed': '11,500 kWh a year',
      },
    ],
    [
      'Economy 7: a day and a night rate, and the use on each',
      economy7,
      {
        'Electricity unit rate (day)': '28.90p per kWh including VAT',
        'Electricity unit rate (night)': '13.44p per kWh including VAT',
        'Electricity use assumed': '2,200 kWh a year (day 1,276 kWh, night 924 kWh)',
        'Estimated annual cost': '£658.92',
      },
    ],
    [
      'EV time of use: a peak and an off-peak rate',
      ev,
      {
        'Electricity unit rate (peak)': '30.12p per kWh including VAT',
        'Electricity unit rate (off-peak)': '9.50p per kWh including VAT',
        'Electricity use assumed': '2,700 kWh a year',
      },
    ],
    [
      'flex: variable, no end date, no exit fee',
      makeFlexQuote(),
      {
        'Tariff type': 'Variable',
        'Tariff end date': 'No end date',
        'Price guaranteed until': 'Not guaranteed: prices can go up or down',
        'Exit fee (electricity)': 'None',
      },
    ],
    [
      'tracker',
      tracker,
      {
        'Tariff type': 'Variable (tracker: follows the wholesale market)',
        'Tariff end date': 'No end date',
        'Price guaranteed until': 'Not guaranteed: prices can go up or down',
      },
    ],
    [
      'variable rate with a duration: an end date, but no guarantee',
      quote({ rate: 'Variable', tariffLengthInMonths: 18 }),
      {
        'Tariff type': 'Variable',
        'Tariff end date': '14 June 2028',
        'Price guaranteed until': 'Not guaranteed: prices can go up or down',
      },
    ],
  ])('%s', (_, priced, expected) => {
    expect(asRecord(tariffInformationLabel(priced))).toMatchObject(expected);
  });

  it('shows only the fuels a quote supplies', () => {
    const labelsOf = (priced: Parameters<typeof tariffInformationLabel>[0]) =>
      tariffInformationLabel(priced).map((row) => row.label);
    expect(labelsOf(quote()).filter((label) => /gas/i.test(label))).toEqual([]);
    expect(labelsOf(gasOnly).filter((label) => /electricity/i.test(label))).toEqual([]);
    expect(asRecord(tariffInformationLabel(gasOnly))).toMatchObject({
      'Gas unit rate': '5.57p per kWh including VAT',
      'Gas standing charge': '35.26p per day including VAT',
      'Exit fee (gas)': '£50',
      'Gas use assumed': '11,500 kWh a year',
    });
  });
});

describe('rateRows: the unit rates and standing charges alone, as the label words them', () => {
  it.each([
    ['single rate electricity', quote(), ['Electricity unit rate', 'Electricity standing charge']],
    [
      'Economy 7',
      economy7,
      [
        'Electricity unit rate (day)',
        'Electricity unit rate (night)',
        'Electricity standing charge',
      ],
    ],
    [
      'dual fuel',
      dualFuel,
      [
        'Electricity unit rate',
        'Electricity standing charge',
        'Gas unit rate',
        'Gas standing charge',
      ],
    ],
    ['gas only', gasOnly, ['Gas unit rate', 'Gas standing charge']],
  ])('%s', (_, priced, labels) => {
    const rows = rateRows(priced);
    expect(rows.map((row) => row.label)).toEqual(labels);
    expect(tariffInformationLabel(priced)).toEqual(expect.arrayContaining(rows));
  });
});
