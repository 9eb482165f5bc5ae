import { z } from 'zod';
import type { Db } from '../db/database';
import { queryAll, sqlBoolean, sqlRate } from '../db/query';

export const catalogueProduct = z.object({
  code: z.string(),
  name: z.string(),
  fuel: z.enum(['electricity', 'gas']),
  pricing: z.enum(['fixed', 'variable']),
  kind: z.enum(['standard', 'ev', 'green']),
  meterProfile: z.enum(['standard', 'eco7', 'tou']),
  lengthMonths: z.number().int().nullable(),
  exitFeePence: z.number().int(),
  standingChargePence: sqlRate,
  onSale: sqlBoolean,
  unitRates: z
    .string()
    .transform((json): unknown => JSON.parse(json))
    .pipe(
      z.array(
        z.object({
          name: z.enum(['standard', 'day', 'night', 'SO EV Peak', 'SO EV Off-Peak']),
          unitRatePence: z.number(),
        }),
      ),
    ),
});
export type CatalogueProduct = z.infer<typeof catalogueProduct>;

/** Every tariff product on sale, with its VAT-exclusive rates in pence. */
export function productsOnSale(db: Db): CatalogueProduct[] {
  return queryAll(
    db,
    catalogueProduct,
    `SELECT t.code, t.name, t.fuel, t.pricing, t.kind, t.meter_profile AS meterProfile,
            t.length_months AS lengthMonths, t.exit_fee_pence AS exitFeePence,
            t.standing_charge_pence_x100 AS standingChargePence, t.on_sale AS onSale,
            (SELECT json_group_array(json_object(
                      'name', r.rate_name, 'unitRatePence', r.unit_rate_pence_x100 / 100.0))
               FROM tariff_rates r WHERE r.tariff_code = t.code) AS unitRates
       FROM tariffs t WHERE t.on_sale = 1 ORDER BY t.name, t.fuel`,
  );
}
