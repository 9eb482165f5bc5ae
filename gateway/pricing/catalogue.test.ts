import { familiesOf, type CatalogueProduct } from './catalogue';

const product = (code: string, name: string, fuel: CatalogueProduct['fuel']): CatalogueProduct => ({
  code,
  name,
  fuel,
  pricing: 'variable',
  kind: 'standard',
  meterProfile: 'standard',
  lengthMonths: null,
  exitFeePence: 0,
  seasonalAdjustmentPercent: 0,
  standingChargeX100: 4547,
  unitRates: [{ name: 'standard', unitRateX100: 2756 }],
});

describe('familiesOf', () => {
  const catalogue = [
    product('FLEX-E', 'So Flex', 'electricity'),
    product('FIX-E', 'So Fixed 12M', 'electricity'),
    product('FLEX-G', 'So Flex', 'gas'),
  ];

  it('gathers the products sold under one name, in the order each name first comes', () => {
    expect(familiesOf(catalogue).map((family) => family.map((p) => p.code))).toEqual([
      ['FLEX-E', 'FLEX-G'],
      ['FIX-E'],
    ]);
  });

  it('gathers a catalogue once, however often it is asked', () => {
    expect(familiesOf(catalogue)).toBe(familiesOf(catalogue));
    expect(familiesOf([...catalogue])).not.toBe(familiesOf(catalogue));
  });
});
