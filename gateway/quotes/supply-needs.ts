import type { SupplyAddress } from '@/lib/gateway/contract/addresses';
import { EV_HOME_ELECTRICITY_KWH, TYPICAL_USAGE } from '@/lib/gateway/contract/quote-figures';
import type { quoteRequest } from '@/lib/gateway/contract/quotes';
import type { z } from 'zod';
import type { SupplyNeeds } from '../pricing/quote-tariffs';

export type ParsedQuoteRequest = z.output<typeof quoteRequest>;

/**
 * What charging an electric car adds to a typical home's year: SPEC §3's medium home uses
 * 2,700 kWh, or 5,000 kWh with an EV. The same for low and high homes (it depends on the miles
 * driven, not the size of the home), and overnight on Economy 7.
 */
const EV_CHARGING_KWH = EV_HOME_ELECTRICITY_KWH - TYPICAL_USAGE.MEDIUM.electricity;

/** Economy 7 homes use this share of their electricity by day (SPEC §3's table: 58%). */
const ECONOMY_7_DAY_SHARE =
  TYPICAL_USAGE.MEDIUM.day / (TYPICAL_USAGE.MEDIUM.day + TYPICAL_USAGE.MEDIUM.night);

/**
 * The yearly kWh to price a prospect's home on: SPEC §3's typical figures for a profile (plus
 * an EV's charging when EV tariffs are wanted, since the household has one), or the exact
 * amounts given. `home` is the register's entry for the request's MPAN, when it gave one.
 */
export function supplyNeedsOf(
  request: ParsedQuoteRequest,
  home: SupplyAddress | null,
): SupplyNeeds {
  const typical =
    request.estimatedUsageType === 'EXACT_AMOUNT'
      ? null
      : TYPICAL_USAGE[request.estimatedUsageType];
  const ev = typical && request.generateQuotesForEvTariffs ? EV_CHARGING_KWH : 0;
  const electricity = (): NonNullable<SupplyNeeds['electricity']> => {
    const smart = home ? home.meterType === 'smart' : null;
    if (!request.hasEconomySevenMeter) {
      const kwh = typical ? typical.electricity + ev : Number(request.electricityUsagePerYearInKwh);
      return { profile: 'standard', kwh: { standard: kwh }, smart };
    }
    if (typical) {
      return { profile: 'eco7', kwh: { day: typical.day, night: typical.night + ev }, smart };
    }
    const total = Number(request.electricityUsagePerYearInKwh);
    const day = Math.round(total * ECONOMY_7_DAY_SHARE);
    return { profile: 'eco7', kwh: { day, night: total - day }, smart };
  };
  return {
    electricity: request.fuelType === 'GAS_ONLY' ? null : electricity(),
    gas:
      request.fuelType === 'ELECTRICITY_ONLY'
        ? null
        : { kwh: typical ? typical.gas : Number(request.gasUsagePerYearInKwh) },
  };
}
