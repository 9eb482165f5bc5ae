import { z } from 'zod';
import { isoDate } from './common';
import { pricingType } from './account';
import { supplyFuel } from './customer';
import { rateName } from './tariffs';

/**
 * A priced tariff (SPEC §3 "Tariff quote"), as both renewal quotes and new-customer quotes
 * return it. Field names are SPEC's; amounts ending InPounds are pounds to two decimals and
 * InPence rates are pence per kWh or per day to two decimals, VAT included.
 */

export const elecRate = z.object({
  name: rateName,
  costPerKwhInPence: z.number().nonnegative(),
  eco7ElecConsumptionPerYearInKwh: z.number().nonnegative().nullable(),
});

export const tariffQuote = z
  .object({
    quoteId: z.string(),
    tariffName: z.string(),
    shortTariffName: z.string(),
    rate: pricingType,
    tariffLengthInMonths: z.number().int().positive().nullable(),
    payment: z.literal('Monthly Direct Debit'),
    fuelType: supplyFuel,
    costPerYearInPounds: z.number(),
    costPerMonthInPounds: z.number(),
    savingPerYearInPounds: z.number(),
    elecProductType: z.enum(['standard', 'Eco7', 'time-of-use']).nullable(),
    tariffType: z.enum(['Standard', 'EV', 'Green']),
    elecRates: z.array(elecRate),
    elecStandingChargeInPence: z.number().nonnegative().nullable(),
    gasCostPerKwhInPence: z.number().nonnegative().nullable(),
    gasStandingChargeInPence: z.number().nonnegative().nullable(),
    gasConsumptionPerYearInKwh: z.number().nonnegative().nullable(),
    elecConsumptionPerYearInKwh: z.number().nonnegative().nullable(),
    earlyExitFeePerFuelInPounds: z.number().nonnegative(),
    supplyStartDate: isoDate,
    firstDdDate: isoDate,
    otherDetails: z.string(),
    /** Percent: summer monthly cost is monthly × (1 − factor / 100), winter × (1 + factor / 100). */
    seasonalAdjustmentFactor: z.number().nonnegative(),
    currentReferralFee: z.number().nonnegative(),
    elecProductCode: z.string().nullable(),
    gasProductCode: z.string().nullable(),
  })
  .meta({ id: 'TariffQuote' });
export type TariffQuote = z.infer<typeof tariffQuote>;
