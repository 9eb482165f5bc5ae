import { z } from 'zod';
import { meterProfile, rateName } from '@/lib/gateway/contract/tariffs';
import { execute, queryAll, queryValue, type Executor } from '../db/sql';

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
export const catalogueProduct = z.object({ ...productFields, unitRates });
export type CatalogueProduct = z.infer<typeof catalogueProduct>;

/** A region's products as a kept catalogue (migration 0041) holds them: JSON, as read. */
const keptProducts = z
  .string()
  .transform((json): unknown => JSON.parse(json))
  .pipe(z.array(catalogueProduct));

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
const cache = new WeakMap<Executor, CachedCatalogue>();

const catalogueVersion = async (db: Executor) =>
  (await queryValue(db, z.number(), db.selectFrom('catalogue_version').select('version'))) ?? 0;

/** One row per product and unit rate, each with the catalogue's version. */
const productRate = z.object({
  version: z.number().int(),
  ...productFields,
  rateName: rateName.nullable(),
  unitRateX100: z.number().int().nullable(),
});

const productColumns = z.object(productFields);

/** The version and the region's prices, read in one statement so that they agree. */
async function readCatalogue(db: Executor, regionId: number): Promise<Catalogue> {
  const rows = await queryAll(
    db,
    productRate,
    db
      .selectFrom('tariffs as t')
      .innerJoin('tariff_region_prices as p', (join) =>
        join.onRef('p.tariff_code', '=', 't.code').on('p.region_id', '=', regionId),
      )
      .leftJoin('tariff_region_rates as r', (join) =>
        join.onRef('r.tariff_code', '=', 't.code').onRef('r.region_id', '=', 'p.region_id'),
      )
      .crossJoin('catalogue_version as v')
      .select([
        'v.version',
        't.code',
        't.name',
        't.fuel',
        't.pricing',
        't.kind',
        't.meter_profile as meterProfile',
        't.length_months as lengthMonths',
        't.exit_fee_pence as exitFeePence',
        't.seasonal_adjustment_percent as seasonalAdjustmentPercent',
        'p.standing_charge_inc_vat_pence_x100 as standingChargeX100',
        'r.rate_name as rateName',
        'r.unit_rate_inc_vat_pence_x100 as unitRateX100',
      ])
      .where('t.on_sale', '=', 1)
      .orderBy('t.name')
      .orderBy('t.fuel')
      .orderBy('t.code'),
  );
  const products = new Map<string, CatalogueProduct>();
  for (const row of rows) {
    const { rateName: name, unitRateX100 } = row;
    // Parsing with the product's own fields leaves the version and rate columns behind.
    const gathered = products.get(row.code) ?? { ...productColumns.parse(row), unitRates: [] };
    if (name !== null && unitRateX100 !== null) gathered.unitRates.push({ name, unitRateX100 });
    products.set(row.code, gathered);
  }
  return {
    version: rows[0]?.version ?? (await catalogueVersion(db)),
    products: [...products.values()].map((product) => catalogueProduct.parse(product)),
  };
}

/** The region's products in the catalogue version now in the database, read if not cached. */
async function cachedRegion(
  db: Executor,
  regionId: number,
): Promise<{ version: number; region: CachedRegion }> {
  const version = await catalogueVersion(db);
  const cached = cache.get(db);
  const hit = cached?.version === version ? cached.regions.get(regionId) : undefined;
  if (hit) return { version, region: hit };
  const current = await readCatalogue(db, regionId);
  let catalogue = cache.get(db);
  if (catalogue?.version !== current.version) {
    catalogue = { version: current.version, regions: new Map() };
    cache.set(db, catalogue);
  }
  const region = { products: current.products, kept: false };
  catalogue.regions.set(regionId, region);
  return { version: current.version, region };
}

/** Every tariff product on sale in a region, with that region's prices. */
export async function productsOnSaleIn(
  db: Executor,
  regionId: number,
): Promise<readonly CatalogueProduct[]> {
  return (await cachedRegion(db, regionId)).region.products;
}

/**
 * The region's catalogue to quote from. Its products are kept under its version first (once per
 * version and region), so that a quote can be priced again, exactly, for as long as it lasts.
 */
export async function catalogueToQuoteIn(db: Executor, regionId: number): Promise<Catalogue> {
  const { version, region } = await cachedRegion(db, regionId);
  if (!region.kept) {
    await execute(
      db,
      db
        .insertInto('catalogue_snapshots')
        .values({ version, region_id: regionId, products: JSON.stringify(region.products) })
        .onConflict((conflict) => conflict.columns(['version', 'region_id']).doNothing()),
    );
    region.kept = true;
  }
  return { version, products: region.products };
}

/** The region's products as a quote priced them, by the catalogue version its id names. */
export async function productsQuotedIn(
  db: Executor,
  version: number,
  regionId: number,
): Promise<readonly CatalogueProduct[] | undefined> {
  const cached = cache.get(db);
  const region = cached?.version === version ? cached.regions.get(regionId) : undefined;
  if (region?.kept) return region.products;
  return queryValue(
    db,
    keptProducts,
    db
      .selectFrom('catalogue_snapshots')
      .select('products')
      .where('version', '=', version)
      .where('region_id', '=', regionId),
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
