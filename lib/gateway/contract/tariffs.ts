import { z } from 'zod';
import { pence, ratePence } from './common';
import { defineEndpoint } from './endpoint';
import { RATE_NAMES } from './rate-names';
import { region, regionIdQuery } from './regions';

/** SPEC §3: the named rates of an electricity tariff. */
export const rateName = z.enum(RATE_NAMES);

/** SPEC §3 meter profiles: single rate, Economy 7 (day and night) or time of use (smart). */
export const meterProfile = z.enum(['standard', 'eco7', 'tou']);
export type MeterProfile = z.infer<typeof meterProfile>;

/** One fuel's product of a tariff: its code, standing charge and unit rates, VAT included. */
const productPrices = z.object({
  code: z.string(),
  /** Pence per day, to two decimal places. */
  standingChargeInPence: ratePence,
});

export const electricityPrices = productPrices
  .extend({
    meterProfile,
    /** Pence per kWh for each rate of the meter, to two decimal places. */
    unitRates: z.array(z.object({ name: rateName, unitRateInPence: ratePence })).min(1),
  })
  .meta({ id: 'ElectricityPrices' });
export type ElectricityPrices = z.infer<typeof electricityPrices>;

export const gasPrices = productPrices
  .extend({ unitRateInPence: ratePence })
  .meta({ id: 'GasPrices' });
export type GasPrices = z.infer<typeof gasPrices>;

/** A tariff on sale with one region's prices: one electricity product per meter profile. */
export const tariffPrices = z
  .object({
    name: z.string(),
    pricing: z.enum(['fixed', 'variable']),
    kind: z.enum(['standard', 'ev', 'green']),
    /** Null for a variable tariff, which has no end date. */
    lengthMonths: z.number().int().positive().nullable(),
    /** Charged for each fuel when leaving before the end of a fixed tariff. */
    exitFeePerFuelInPence: pence,
    electricity: z.array(electricityPrices).min(1),
    /** Null when the tariff is sold for electricity only. */
    gas: gasPrices.nullable(),
  })
  .meta({ id: 'TariffPrices' });
export type TariffPrices = z.infer<typeof tariffPrices>;

export const tariffPriceList = z
  .object({ region, tariffs: z.array(tariffPrices) })
  .meta({ id: 'TariffPriceList' });
export type TariffPriceList = z.infer<typeof tariffPriceList>;

export const getTariffPrices = defineEndpoint({
  method: 'get',
  path: '/api/v1/tariffs',
  summary: "Every tariff on sale with one region's unit rates and standing charges, VAT included",
  tag: 'tariffs',
  auth: 'none',
  query: z.object({ region: regionIdQuery }),
  response: tariffPriceList,
  status: 200,
});
