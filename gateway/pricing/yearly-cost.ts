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

/** What the home's estimated yearly use costs on the agreements it has now. */
export function currentYearlyCostPence(
  current: readonly Agreement[],
  registers: readonly RegisterRow[],
): number {
  return yearlyCostPence(
    current.flatMap((agreement) =>
      registers
        .filter((register) => register.meterPointId === agreement.meterPointId)
        .map((register) => ({
          kwh: register.estimatedAnnualKwh,
          unitRatePence:
            agreement.unitRates.find((rate) => rate.name === register.name)?.unitRatePence ??
            agreement.unitRates[0]?.unitRatePence ??
            0,
        })),
    ),
    current.map((agreement) => agreement.standingChargePence),
  );
}
