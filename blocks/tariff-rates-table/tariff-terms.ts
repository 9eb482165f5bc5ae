import { formatOfferPounds } from '@/lib/format-money';
import { FLEX_MARKER, TRACKER_MARKER } from '@/lib/gateway/contract/tariff-markers';
import type { ElectricityPrices, MeterProfile, TariffPrices } from '@/lib/gateway/contract/tariffs';

/** The electricity meter a visitor has: a time-of-use (EV) tariff runs on a single-rate smart one. */
export type MeterChoice = 'single-rate' | 'economy7';

const PROFILES_FOR: Readonly<Record<MeterChoice, readonly MeterProfile[]>> = {
  'single-rate': ['standard', 'tou'],
  economy7: ['eco7'],
};

/** How long the price lasts and what leaving early costs, in a line under the tariff's name. */
export function tariffTerms(tariff: TariffPrices): string {
  const codes = [...tariff.electricity.map((product) => product.code), tariff.gas?.code ?? ''];
  const length =
    tariff.pricing === 'fixed' && tariff.lengthMonths !== null
      ? `Fixed for ${tariff.lengthMonths} months`
      : codes.some((code) => code.includes(TRACKER_MARKER))
        ? 'Variable: follows wholesale prices'
        : codes.some((code) => code.includes(FLEX_MARKER))
          ? 'Variable: follows the price cap'
          : 'Variable';
  const exitFee =
    tariff.exitFeePerFuelInPence > 0
      ? `${formatOfferPounds(tariff.exitFeePerFuelInPence)} exit fee per fuel`
      : 'No exit fees';
  const needs = tariff.kind === 'ev' ? ['Needs a smart meter'] : [];
  return [length, exitFee, ...needs].join(' · ');
}

export interface TariffRow {
  tariff: TariffPrices;
  electricity: ElectricityPrices;
}

/**
 * The tariffs to list for a meter, in the order given, keeping only those named in `only`
 * (all when empty); `unavailable` names the ones that meter cannot have.
 */
export function rowsFor(
  tariffs: readonly TariffPrices[],
  meter: MeterChoice,
  only: readonly string[],
): { rows: TariffRow[]; unavailable: string[] } {
  const rows: TariffRow[] = [];
  const unavailable: string[] = [];
  for (const tariff of tariffs) {
    if (only.length > 0 && !only.includes(tariff.name)) continue;
    const electricity = tariff.electricity.find((product) =>
      PROFILES_FOR[meter].includes(product.meterProfile),
    );
    if (electricity) rows.push({ tariff, electricity });
    else unavailable.push(tariff.name);
  }
  return { rows, unavailable };
}
