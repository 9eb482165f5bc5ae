import { z } from 'zod';
import { meterProfile, rateName } from '@/lib/gateway/contract/tariffs';
import type { Db } from '../db/database';
import { queryAll, queryValue } from '../db/query';

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

interface CachedCatalogue {
  version: number;
  regions: Map<number, readonly CatalogueProduct[]>;
}

/**
 * Catalogues read per database and region, kept while the catalogue's version (migration 0040:
 * moved by any change to tariffs or prices, by any instance) stays the same. Reading the version
 * is one row by its key; reading the catalogue is a join per region.
 */
const cache = new WeakMap<Db, CachedCatalogue>();

const catalogueVersion = (db: Db) =>
  queryValue(db, z.number(), 'SELECT version FROM catalogue_version') ?? 0;

/** Every tariff product on sale in a region, with that region's prices. */
export function productsOnSaleIn(db: Db, regionId: number): readonly CatalogueProduct[] {
  const version = catalogueVersion(db);
  let catalogue = cache.get(db);
  if (catalogue?.version !== version) {
    catalogue = { version, regions: new Map() };
    cache.set(db, catalogue);
  }
  const { regions } = catalogue;
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
