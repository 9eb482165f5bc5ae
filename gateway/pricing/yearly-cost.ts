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

/**
 * What the home's estimated yearly use costs on the agreements it has now, VAT included, in
 * whole pence (rounded once).
 */
export function currentYearlyCostPence(
  current: readonly Agreement[],
  registers: readonly RegisterRow[],
): number {
  const energy = current.reduce(
    (sum, agreement) =>
      sum +
      registers
        .filter((register) => register.meterPointId === agreement.meterPointId)
        .reduce(
          (total, register) =>
            total + register.estimatedAnnualKwh * unitRateFor(agreement, register.name),
          0,
        ),
    0,
  );
  const standing = current.reduce((sum, a) => sum + 365 * a.standingChargeIncVatPence, 0);
  return Math.round(energy + standing);
}
