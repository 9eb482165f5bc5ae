import { z } from 'zod';
import { meterProfile, rateName } from '@/lib/gateway/contract/tariffs';
import type { Db } from '../db/database';
import { execute, queryAll, queryValue } from '../db/query';

const RATE_ORDER = rateName.options;

const unitRates = z
  .array(z.object({ name: rateName, unitRateX100: z.number().int() }))
  .transform((rates) =>
    rates.sort((a, b) => RATE_ORDER.indexOf(a.name) - RATE_ORDER.indexOf(b.name)),
  );

const productFields = {
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
};

/** A product on sale with one region's prices: VAT included, hundredths of a penny. */
export const catalogueProduct = z.object({
  ...productFields,
  unitRates: z
    .string()
    .transform((json): unknown => JSON.parse(json))
    .pipe(unitRates),
});
export type CatalogueProduct = z.infer<typeof catalogueProduct>;

/** A region's products as a kept catalogue (migration 0041) holds them: JSON, as read. */
const keptProducts = z
  .string()
  .transform((json): unknown => JSON.parse(json))
  .pipe(z.array(z.object({ ...productFields, unitRates })));

/** One version of the catalogue: what a quote is priced from, and what its id names. */
export interface Catalogue {
  version: number;
  products: readonly CatalogueProduct[];
}

interface CachedRegion {
  products: readonly CatalogueProduct[];
  /** Whether this version's products for the region are kept in the database yet. */
  kept: boolean;
}

interface CachedCatalogue {
  version: number;
  regions: Map<number, CachedRegion>;
}

/**
 * Catalogues read per database and region, kept while the catalogue's version (migration 0040:
 * moved by any change to tariffs or prices, by any instance) stays the same. Reading the version
 * is one row by its key; reading the catalogue is a join per region.
 */
const cache = new WeakMap<Db, CachedCatalogue>();

const catalogueVersion = (db: Db) =>
  queryValue(db, z.number(), 'SELECT version FROM catalogue_version') ?? 0;

const readProducts = (db: Db, regionId: number) =>
  queryAll(
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

/** The region's products in the catalogue version now in the database, read if not cached. */
function cachedRegion(db: Db, regionId: number): { version: number; region: CachedRegion } {
  const version = catalogueVersion(db);
  const cached = cache.get(db);
  const hit = cached?.version === version ? cached.regions.get(regionId) : undefined;
  if (hit) return { version, region: hit };
  // The version and the prices from one snapshot of the database, so that they agree.
  const [current, products] = db.transaction(
    () => [catalogueVersion(db), readProducts(db, regionId)] as const,
  )();
  let catalogue = cache.get(db);
  if (catalogue?.version !== current) {
    catalogue = { version: current, regions: new Map() };
    cache.set(db, catalogue);
  }
  const region = { products, kept: false };
  catalogue.regions.set(regionId, region);
  return { version: current, region };
}

/** Every tariff product on sale in a region, with that region's prices. */
export function productsOnSaleIn(db: Db, regionId: number): readonly CatalogueProduct[] {
  return cachedRegion(db, regionId).region.products;
}

/**
 * The region's catalogue to quote from. Its products are kept under its version first (once per
 * version and region), so that a quote can be priced again, exactly, for as long as it lasts.
 */
export function catalogueToQuoteIn(db: Db, regionId: number): Catalogue {
  const { version, region } = cachedRegion(db, regionId);
  if (!region.kept) {
    execute(
      db,
      `INSERT OR IGNORE INTO catalogue_snapshots (version, region_id, products) VALUES (?, ?, ?)`,
      version,
      regionId,
      JSON.stringify(region.products),
    );
    region.kept = true;
  }
  return { version, products: region.products };
}

/** The region's products as a quote priced them, by the catalogue version its id names. */
export function productsQuotedIn(
  db: Db,
  version: number,
  regionId: number,
): readonly CatalogueProduct[] | undefined {
  const cached = cache.get(db);
  const region = cached?.version === version ? cached.regions.get(regionId) : undefined;
  if (region?.kept) return region.products;
  return queryValue(
    db,
    keptProducts,
    'SELECT products FROM catalogue_snapshots WHERE version = ? AND region_id = ?',
    version,
    regionId,
  );
}

type Family = readonly CatalogueProduct[];

/** Each catalogue's families, gathered once: every quote and price list of a version asks again. */
const familiesGathered = new WeakMap<readonly CatalogueProduct[], readonly Family[]>();

/** Products gathered into the tariffs sold under one name (a family: one per fuel and meter). */
export function familiesOf(products: readonly CatalogueProduct[]): readonly Family[] {
  let families = familiesGathered.get(products);
  if (!families) {
    const byName = new Map<string, CatalogueProduct[]>();
    for (const product of products) {
      byName.set(product.name, [...(byName.get(product.name) ?? []), product]);
    }
    families = [...byName.values()];
    familiesGathered.set(products, families);
  }
  return families;
}
