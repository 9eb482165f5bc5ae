/**
 * The tariffs on the reference gateway, priced like a UK supplier's 2025/26 range. One product
 * per fuel and meter profile; a family groups the products sold together under one name.
 *
 * Two sets of prices: `rates` and `standingChargePenceX100` are national, VAT-exclusive
 * hundredths of a penny (2278 = 22.78p/kWh) that the demo customers' agreements and bills use;
 * quotes and sign-ups use each region's VAT-inclusive prices, a share (`capShare`) of the
 * price cap there (seed/regional-prices.ts).
 */

export interface TariffProduct {
  code: string;
  name: string;
  fuel: 'electricity' | 'gas';
  pricing: 'fixed' | 'variable';
  kind: 'standard' | 'ev' | 'green';
  meterProfile: 'standard' | 'eco7' | 'tou';
  lengthMonths: number | null;
  exitFeePence: number;
  standingChargePenceX100: number;
  onSale: boolean;
  rates: Readonly<Partial<Record<RateName, number>>>;
  /** How much a month's cost moves from the average in summer (down) and winter (up). */
  seasonalAdjustmentPercent: number;
}

export type RateName = 'standard' | 'day' | 'night' | 'SO EV Peak' | 'SO EV Off-Peak';

export interface TariffFamily {
  name: string;
  /** Unit rates as a share of the region's price-cap unit rate; standing charges are the cap's. */
  capShare: { electricity: number; gas: number };
  electricity: TariffProduct;
  economy7: TariffProduct | null;
  gas: TariffProduct | null;
}

/** Winter months cost more than summer ones: gas much more, since it heats the home. */
const SEASONAL_ADJUSTMENT_PERCENT = { electricity: 10, gas: 30 } as const;

const ELEC_STANDING = 4597;
const GAS_STANDING = 2772;

function family(
  name: string,
  code: string,
  terms: Pick<TariffProduct, 'pricing' | 'kind' | 'lengthMonths' | 'exitFeePence' | 'onSale'>,
  prices: {
    electricity: TariffProduct['rates'];
    economy7?: { day: number; night: number };
    gas?: number;
    electricityProfile?: TariffProduct['meterProfile'];
    standingCharges?: { electricity: number; gas: number };
    capShare: TariffFamily['capShare'];
  },
): TariffFamily {
  const standing = prices.standingCharges ?? { electricity: ELEC_STANDING, gas: GAS_STANDING };
  const product = (
    suffix: string,
    fuel: TariffProduct['fuel'],
    meterProfile: TariffProduct['meterProfile'],
    rates: TariffProduct['rates'],
  ): TariffProduct => ({
    code: `${code}-${suffix}`,
    name,
    fuel,
    meterProfile,
    rates,
    standingChargePenceX100: fuel === 'gas' ? standing.gas : standing.electricity,
    seasonalAdjustmentPercent: SEASONAL_ADJUSTMENT_PERCENT[fuel],
    ...terms,
  });
  return {
    name,
    capShare: prices.capShare,
    electricity: product(
      'E',
      'electricity',
      prices.electricityProfile ?? 'standard',
      prices.electricity,
    ),
    economy7: prices.economy7 ? product('E7', 'electricity', 'eco7', prices.economy7) : null,
    gas:
      prices.gas === undefined ? null : product('G', 'gas', 'standard', { standard: prices.gas }),
  };
}

const fixed = (lengthMonths: number, exitFeePence: number) =>
  ({ pricing: 'fixed', kind: 'standard', lengthMonths, exitFeePence, onSale: true }) as const;

export const SO_FIXED_12M = family('So Fixed 12M', 'SO-FIX-12M', fixed(12, 5000), {
  electricity: { standard: 2278 },
  economy7: { day: 2870, night: 1235 },
  gas: 561,
  capShare: { electricity: 0.92, gas: 0.93 },
});

export const SO_FIXED_24M = family('So Fixed 24M', 'SO-FIX-24M', fixed(24, 7500), {
  electricity: { standard: 2345 },
  economy7: { day: 2930, night: 1260 },
  gas: 580,
  capShare: { electricity: 0.95, gas: 0.96 },
});

/** The variable tariff customers roll onto; its electricity code carries the SOOC marker. */
export const SO_FLEX = family(
  'So Flex',
  'SOOC-FLEX',
  { pricing: 'variable', kind: 'standard', lengthMonths: null, exitFeePence: 0, onSale: true },
  {
    electricity: { standard: 2450 },
    economy7: { day: 3010, night: 1298 },
    gas: 599,
    standingCharges: { electricity: 4892, gas: 2840 },
    capShare: { electricity: 1, gas: 1 },
  },
);

/** Follows the wholesale market, so no fixed end; both product codes carry the TRACKER marker. */
export const SO_TRACKER = family(
  'So Tracker',
  'SO-TRACKER',
  { pricing: 'variable', kind: 'standard', lengthMonths: null, exitFeePence: 0, onSale: true },
  {
    electricity: { standard: 2115 },
    gas: 484,
    capShare: { electricity: 0.88, gas: 0.85 },
  },
);

/** For smart electricity meters and an electric vehicle: cheap overnight charging. */
export const SO_EV_12M = family(
  'So EV 12M',
  'SO-EV-12M',
  { ...fixed(12, 5000), kind: 'ev' },
  {
    electricity: { 'SO EV Peak': 2390, 'SO EV Off-Peak': 810 },
    gas: 561,
    electricityProfile: 'tou',
    capShare: { electricity: 0.98, gas: 0.93 },
  },
);

export const SO_GREEN_12M = family(
  'So Green Fixed 12M',
  'SO-GRN-12M',
  { ...fixed(12, 5000), kind: 'green' },
  {
    electricity: { standard: 2312 },
    economy7: { day: 2905, night: 1250 },
    gas: 598,
    capShare: { electricity: 0.94, gas: 0.95 },
  },
);

export const TARIFF_FAMILIES: readonly TariffFamily[] = [
  SO_FIXED_12M,
  SO_FIXED_24M,
  SO_FLEX,
  SO_TRACKER,
  SO_EV_12M,
  SO_GREEN_12M,
];

export function productsOf(tariffFamily: TariffFamily): TariffProduct[] {
  return [tariffFamily.electricity, tariffFamily.economy7, tariffFamily.gas].filter(
    (product): product is TariffProduct => product !== null,
  );
}
