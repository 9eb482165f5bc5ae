import { z } from 'zod';
import { meterProfile, rateName } from '@/lib/gateway/contract/tariffs';
import type { Db } from '../db/database';
import { queryAll } from '../db/query';

const RATE_ORDER = rateName.options;

/** A product on sale with one region's prices: VAT included, hundredths of a penny. */
export const catalogueProduct = z.object({
  code: z.string(),
  name: z.string(),
  fuel: z.enum(['electricity', 'gas']),
  pricing: z.enum(['fixed', 'variable']),
  kind: z.enum(['standard', 'ev', 'green']),
  meterProfile,
  lengthMonths: z.number().int().nullable(),
  exitFeePence: z.number().int(),
  seasonalAdjustmentPercent: z.number().int(),
  standingChargeX100: z.number().int(),
  unitRates: z
    .string()
    .transform((json): unknown => JSON.parse(json))
    .pipe(z.array(z.object({ name: rateName, unitRateX100: z.number().int() })))
    .transform((rates) =>
      rates.sort((a, b) => RATE_ORDER.indexOf(a.name) - RATE_ORDER.indexOf(b.name)),
    ),
});
export type CatalogueProduct = z.infer<typeof catalogueProduct>;

/**
 * Catalogues read per database and region. The catalogue changes only when the gateway starts
 * (seed/reference-data.ts), which forgets them; every quote would otherwise read it again.
 */
const cache = new WeakMap<Db, Map<number, readonly CatalogueProduct[]>>();

export function forgetCatalogue(db: Db): void {
  cache.delete(db);
}

/** Every tariff product on sale in a region, with that region's prices. */
export function productsOnSaleIn(db: Db, regionId: number): readonly CatalogueProduct[] {
  let regions = cache.get(db);
  if (!regions) {
    regions = new Map();
    cache.set(db, regions);
  }
  const cached = regions.get(regionId);
  if (cached) return cached;
  const products = queryAll(
    db,
    catalogueProduct,
    `SELECT t.code, t.name, t.fuel, t.pricing, t.kind, t.meter_profile AS meterProfile,
            t.length_months AS lengthMonths, t.exit_fee_pence AS exitFeePence,
            t.seasonal_adjustment_percent AS seasonalAdjustmentPercent,
            p.standing_charge_inc_vat_pence_x100 AS standingChargeX100,
            (SELECT json_group_array(json_object(
                      'name', r.rate_name, 'unitRateX100', r.unit_rate_inc_vat_pence_x100))
               FROM tariff_region_rates r
              WHERE r.tariff_code = t.code AND r.region_id = p.region_id) AS unitRates
       FROM tariffs t
       JOIN tariff_region_prices p ON p.tariff_code = t.code AND p.region_id = ?
      WHERE t.on_sale = 1 ORDER BY t.name, t.fuel`,
    regionId,
  );
  regions.set(regionId, products);
  return products;
}

/** Products gathered into the tariffs sold under one name (a family: one per fuel and meter). */
export function familiesOf(products: readonly CatalogueProduct[]): CatalogueProduct[][] {
  const families = new Map<string, CatalogueProduct[]>();
  for (const product of products) {
    families.set(product.name, [...(families.get(product.name) ?? []), product]);
  }
  return [...families.values()];
}
