import type { RegionId } from '@/lib/gateway/contract/regions';
import type { RateName, TariffFamily, TariffProduct } from './tariff-catalogue';

interface CapPrices {
  electricityUnit: number;
  electricityStanding: number;
  gasUnit: number;
  gasStanding: number;
}

/**
 * Ofgem's default tariff cap for 1 January to 31 March 2026, Direct Debit, single-rate meters,
 * by region, VAT included, in hundredths of a penny (2756 = 27.56p/kWh, or per day). The GB
 * averages Ofgem published are 27.69p/kWh and 54.75p/day for electricity and 5.93p/kWh and
 * 35.09p/day for gas; the regional spread follows the cap's published pattern (standing
 * charges highest in Merseyside & North Wales, lowest in the Southern region and London; gas
 * dearest in the South West). Round figures for a reference gateway, not Ofgem's own table.
 */
const CAP_BY_REGION: Readonly<Record<RegionId, CapPrices>> = {
  10: { electricityUnit: 2783, electricityStanding: 5210, gasUnit: 595, gasStanding: 3507 },
  11: { electricityUnit: 2697, electricityStanding: 5073, gasUnit: 583, gasStanding: 3504 },
  12: { electricityUnit: 2756, electricityStanding: 4547, gasUnit: 599, gasStanding: 3526 },
  13: { electricityUnit: 2879, electricityStanding: 6995, gasUnit: 592, gasStanding: 3505 },
  14: { electricityUnit: 2718, electricityStanding: 5537, gasUnit: 586, gasStanding: 3504 },
  15: { electricityUnit: 2641, electricityStanding: 6012, gasUnit: 586, gasStanding: 3498 },
  16: { electricityUnit: 2764, electricityStanding: 5341, gasUnit: 588, gasStanding: 3503 },
  17: { electricityUnit: 2815, electricityStanding: 6229, gasUnit: 586, gasStanding: 3500 },
  18: { electricityUnit: 2720, electricityStanding: 6095, gasUnit: 586, gasStanding: 3500 },
  19: { electricityUnit: 2855, electricityStanding: 5083, gasUnit: 597, gasStanding: 3512 },
  20: { electricityUnit: 2773, electricityStanding: 4468, gasUnit: 594, gasStanding: 3400 },
  21: { electricityUnit: 2791, electricityStanding: 5850, gasUnit: 595, gasStanding: 3510 },
  22: { electricityUnit: 2877, electricityStanding: 5520, gasUnit: 621, gasStanding: 3510 },
  23: { electricityUnit: 2644, electricityStanding: 5305, gasUnit: 585, gasStanding: 3497 },
};

/** Economy 7 day and night rates against the single rate: dearer days, much cheaper nights. */
const ECONOMY_7_DAY_FACTOR = 1.14;
const ECONOMY_7_NIGHT_FACTOR = 0.53;

/** The EV tariff's overnight rate, the same everywhere, like the market's EV tariffs: 8.5p. */
const EV_OFF_PEAK_X100 = 850;

export interface RegionalPrices {
  standingChargeX100: number;
  rates: Partial<Record<RateName, number>>;
}

/** A product's VAT-inclusive prices in a region, in hundredths of a penny. */
export function regionalPrices(
  family: TariffFamily,
  product: TariffProduct,
  regionId: RegionId,
): RegionalPrices {
  const cap = CAP_BY_REGION[regionId];
  if (product.fuel === 'gas') {
    return {
      standingChargeX100: cap.gasStanding,
      rates: { standard: Math.round(cap.gasUnit * family.capShare.gas) },
    };
  }
  const unit = cap.electricityUnit * family.capShare.electricity;
  const rates: RegionalPrices['rates'] =
    product.meterProfile === 'eco7'
      ? {
          day: Math.round(unit * ECONOMY_7_DAY_FACTOR),
          night: Math.round(unit * ECONOMY_7_NIGHT_FACTOR),
        }
      : product.meterProfile === 'tou'
        ? { 'SO EV Peak': Math.round(unit), 'SO EV Off-Peak': EV_OFF_PEAK_X100 }
        : { standard: Math.round(unit) };
  return { standingChargeX100: cap.electricityStanding, rates };
}
