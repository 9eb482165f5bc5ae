import { describe, expect, it } from 'vitest';
import { makeQuoteAnswers, makeSupplyAddress } from '@/tests/utils/make-quote-journey';
import {
  answersFrom,
  quoteFormDefaults,
  valuesFromAnswers,
  type QuoteFormValues,
} from './quote-form';
import { quoteFormSchema } from './quote-form-schema';

const home = makeSupplyAddress({ postcode: 'PL4 8AA', mpan: '2200000000017', mprn: '7654321' });

function checked(overrides: Partial<QuoteFormValues>) {
  return quoteFormSchema.safeParse({
    ...quoteFormDefaults,
    postcode: 'PL4 8AA',
    uprn: home.uprn,
    ...overrides,
  });
}

const messages = (overrides: Partial<QuoteFormValues>) => {
  const result = checked(overrides);
  return result.success
    ? []
    : result.error.issues.map(({ path, message }) => `${path.join('.')}: ${message}`);
};

describe('quoteFormSchema', () => {
  it.each<[string, Partial<QuoteFormValues>, string[]]>([
    ['a typical medium home', {}, []],
    ['no postcode', { postcode: ' ' }, ['postcode: Enter your postcode']],
    [
      'half a postcode',
      { postcode: 'PL4' },
      ['postcode: Enter a full UK postcode, for example SW1A 1AA'],
    ],
    ['no address chosen', { uprn: '' }, ['uprn: Choose your address from the list']],
    [
      'gas 80 kWh a month, the least',
      { usageProfile: 'EXACT_AMOUNT', usagePeriod: 'month', gasKwh: '80', electricityKwh: '16' },
      [],
    ],
    [
      'gas 6,001 kWh a month',
      {
        usageProfile: 'EXACT_AMOUNT',
        usagePeriod: 'month',
        gasKwh: '6,001',
        electricityKwh: '250',
      },
      ['gasKwh: Enter between 80 and 6,000 kWh a month'],
    ],
    [
      'electricity 15 kWh a month',
      { usageProfile: 'EXACT_AMOUNT', usagePeriod: 'month', gasKwh: '250', electricityKwh: '15' },
      ['electricityKwh: Enter between 16 and 2,500 kWh a month'],
    ],
    [
      'gas 999 kWh a year',
      { usageProfile: 'EXACT_AMOUNT', usagePeriod: 'year', gasKwh: '999', electricityKwh: '3000' },
      ['gasKwh: Enter between 1,000 and 70,000 kWh a year'],
    ],
    [
      'electricity 30,001 kWh a year',
      {
        usageProfile: 'EXACT_AMOUNT',
        usagePeriod: 'year',
        gasKwh: '3000',
        electricityKwh: '30001',
      },
      ['electricityKwh: Enter between 200 and 30,000 kWh a year'],
    ],
    [
      'no amount typed',
      { usageProfile: 'EXACT_AMOUNT', electricityKwh: '' },
      ['electricityKwh: Enter how many kWh of electricity you use a year'],
    ],
    [
      'gas out of range for an electricity-only quote',
      { fuelType: 'ELECTRICITY_ONLY', usageProfile: 'EXACT_AMOUNT', gasKwh: '5' },
      [],
    ],
    ['amounts ignored for a typical profile', { usageProfile: 'LOW', gasKwh: '5' }, []],
    [
      'an EV with no registration',
      { hasEv: 'yes', registrationPlate: '' },
      ['registrationPlate: Enter a UK registration number, like AB12 CDE'],
    ],
    ['an EV with a registration', { hasEv: 'yes', registrationPlate: 'yr23 kmp' }, []],
  ])('%s', (_name, overrides, expected) => {
    expect(messages(overrides)).toEqual(expected);
  });
});

describe('answersFrom', () => {
  const answers = (
    overrides: Partial<QuoteFormValues>,
    ev: { vehicleIsEv: boolean; meterEligible: boolean } | null = null,
  ) => {
    const result = checked(overrides);
    if (!result.success) throw new Error('the values are valid');
    return answersFrom(result.data, home, ev);
  };

  it('takes the home’s postcode and meters, and a typical profile', () => {
    expect(answers({})).toEqual({
      postcode: 'PL4 8AA',
      fuelType: 'DUAL_FUEL',
      hasEconomySevenMeter: false,
      usage: { profile: 'MEDIUM' },
      ev: { selected: false, vehicleIsEv: false, meterEligible: false },
      mpan: '2200000000017',
      mprn: '7654321',
    });
  });

  it.each<[string, Partial<QuoteFormValues>, unknown]>([
    ['an Economy 7 answer', { meterType: 'economy7' }, { hasEconomySevenMeter: true }],
    [
      'Economy 7 on a gas-only quote',
      { meterType: 'economy7', fuelType: 'GAS_ONLY' },
      { hasEconomySevenMeter: false },
    ],
    [
      'exact monthly amounts, commas and all, only for the fuels quoted',
      {
        fuelType: 'ELECTRICITY_ONLY',
        usageProfile: 'EXACT_AMOUNT',
        usagePeriod: 'month',
        electricityKwh: '1,250',
        gasKwh: '300',
      },
      {
        usage: {
          profile: 'EXACT_AMOUNT',
          period: 'month',
          electricityKwh: 1250,
          gasKwh: undefined,
        },
      },
    ],
  ])('follows %s', (_name, overrides, expected) => {
    expect(answers(overrides)).toMatchObject(expected as object);
  });

  it('quotes an EV tariff only for an EV the checks found, on an eligible meter', () => {
    const ev = { hasEv: 'yes' as const, registrationPlate: 'YR23KMP' };
    expect(answers(ev, { vehicleIsEv: true, meterEligible: true }).ev).toEqual({
      selected: true,
      vehicleIsEv: true,
      meterEligible: true,
    });
    expect(answers(ev, { vehicleIsEv: false, meterEligible: true }).ev.vehicleIsEv).toBe(false);
    expect(
      answers({ ...ev, fuelType: 'GAS_ONLY' }, { vehicleIsEv: true, meterEligible: true }).ev,
    ).toEqual({ selected: false, vehicleIsEv: false, meterEligible: false });
    expect(answers({ hasEv: 'no' }, { vehicleIsEv: true, meterEligible: true }).ev.selected).toBe(
      false,
    );
  });
});

describe('valuesFromAnswers', () => {
  it('gives back the form the answers came from', () => {
    const values = valuesFromAnswers(
      makeQuoteAnswers({
        fuelType: 'ELECTRICITY_ONLY',
        hasEconomySevenMeter: true,
        usage: { profile: 'EXACT_AMOUNT', period: 'month', electricityKwh: 300 },
        ev: { selected: true, vehicleIsEv: true, meterEligible: true },
      }),
      home,
      true,
    );
    expect(values).toMatchObject({
      postcode: 'PL4 8AA',
      uprn: home.uprn,
      fuelType: 'ELECTRICITY_ONLY',
      meterType: 'economy7',
      usageProfile: 'EXACT_AMOUNT',
      usagePeriod: 'month',
      electricityKwh: '300',
      hasEv: 'yes',
      evMarketingConsent: true,
    });
  });
});
