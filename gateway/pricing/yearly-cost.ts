import type { Agreement } from '@/lib/gateway/contract/account';
import type { RegisterRow } from '../accounts/meter-points';
import { VAT_PERCENT } from '../energy';

export interface EnergyUse {
  kwh: number;
  /** VAT-exclusive pence per kWh. */
  unitRatePence: number;
}

/** A year of energy and standing charges with VAT, in whole pence (rounded once). */
export function yearlyCostPence(
  use: readonly EnergyUse[],
  standingChargesPencePerDay: readonly number[],
): number {
  const energy = use.reduce((sum, { kwh, unitRatePence }) => sum + kwh * unitRatePence, 0);
  const standing = standingChargesPencePerDay.reduce((sum, perDay) => sum + 365 * perDay, 0);
  return Math.round(((energy + standing) * (100 + VAT_PERCENT)) / 100);
}

/** The VAT-inclusive unit rate an agreement charges a register. */
export function unitRateFor(agreement: Agreement, registerName: string): number {
  const rates = agreement.unitRates;
  return (rates.find((rate) => rate.name === registerName) ?? rates[0])?.unitRateIncVatPence ?? 0;
}

/** One line of a year's cost: a register's estimated use, or a fuel's 365 days of standing charge. */
export interface YearlyCostLine {
  fuel: Agreement['fuel'];
  kind: 'energy' | 'standing_charge';
  registerName: RegisterRow['name'] | null;
  tariffName: string;
  quantity: number;
  unit: 'kWh' | 'days';
  /** VAT-inclusive pence per kWh or per day. */
  ratePence: number;
  /** quantity × rate, not yet rounded. */
  exactPence: number;
}

/** quantity × a price in pence to two places, exactly (the price as whole hundredths). */
const times = (quantity: number, ratePence: number) =>
  (quantity * Math.round(ratePence * 100)) / 100;

/**
 * The year ahead on the agreements the home has now, line by line: each register's estimated
 * yearly kWh at its VAT-inclusive unit rate, then the fuel's standing charge for 365 days.
 */
export function yearlyCostLines(
  current: readonly Agreement[],
  registers: readonly RegisterRow[],
): YearlyCostLine[] {
  return current.flatMap((agreement): YearlyCostLine[] => {
    const base = { fuel: agreement.fuel, tariffName: agreement.tariffName };
    const energy = registers
      .filter((register) => register.meterPointId === agreement.meterPointId)
      .map((register): YearlyCostLine => {
        const ratePence = unitRateFor(agreement, register.name);
        return {
          ...base,
          kind: 'energy',
          registerName: register.name,
          quantity: register.estimatedAnnualKwh,
          unit: 'kWh',
          ratePence,
          exactPence: times(register.estimatedAnnualKwh, ratePence),
        };
      });
    const ratePence = agreement.standingChargeIncVatPence;
    const standing: YearlyCostLine = {
      ...base,
      kind: 'standing_charge',
      registerName: null,
      quantity: 365,
      unit: 'days',
      ratePence,
      exactPence: times(365, ratePence),
    };
    return [...energy, standing];
  });
}
