import { execute, inTransaction, sql, type Executor } from '../db/sql';
import { REGION_IDS } from '@/lib/gateway/contract/regions';
import { regionalPrices } from './regional-prices';
import {
  productsOf,
  TARIFF_FAMILIES,
  type TariffFamily,
  type TariffProduct,
} from './tariff-catalogue';
import { VEHICLES } from './vehicles';

async function upsertProduct(
  db: Executor,
  family: TariffFamily,
  product: TariffProduct,
): Promise<void> {
  await execute(
    db,
    sql`INSERT INTO tariffs (code, name, fuel, pricing, kind, meter_profile, length_months,
                          exit_fee_pence, standing_charge_pence_x100, on_sale,
                          seasonal_adjustment_percent)
     VALUES (${sql.join([
       product.code,
       product.name,
       product.fuel,
       product.pricing,
       product.kind,
       product.meterProfile,
       product.lengthMonths,
       product.exitFeePence,
       product.standingChargePenceX100,
       product.onSale ? 1 : 0,
       product.seasonalAdjustmentPercent,
     ])})
     ON CONFLICT (code) DO UPDATE SET
       name = excluded.name, fuel = excluded.fuel, pricing = excluded.pricing,
       kind = excluded.kind, meter_profile = excluded.meter_profile,
       length_months = excluded.length_months, exit_fee_pence = excluded.exit_fee_pence,
       standing_charge_pence_x100 = excluded.standing_charge_pence_x100,
       on_sale = excluded.on_sale, seasonal_adjustment_percent = excluded.seasonal_adjustment_percent`,
  );
  for (const [rateName, rate] of Object.entries(product.rates)) {
    await execute(
      db,
      sql`INSERT INTO tariff_rates (tariff_code, rate_name, unit_rate_pence_x100) VALUES (${product.code}, ${rateName}, ${rate})
       ON CONFLICT (tariff_code, rate_name) DO UPDATE SET
         unit_rate_pence_x100 = excluded.unit_rate_pence_x100`,
    );
  }
  for (const regionId of REGION_IDS) {
    const prices = regionalPrices(family, product, regionId);
    await execute(
      db,
      sql`INSERT INTO tariff_region_prices (tariff_code, region_id, standing_charge_inc_vat_pence_x100)
       VALUES (${product.code}, ${regionId}, ${prices.standingChargeX100})
       ON CONFLICT (tariff_code, region_id) DO UPDATE SET
         standing_charge_inc_vat_pence_x100 = excluded.standing_charge_inc_vat_pence_x100`,
    );
    for (const [rateName, rate] of Object.entries(prices.rates)) {
      await execute(
        db,
        sql`INSERT INTO tariff_region_rates (tariff_code, region_id, rate_name,
                                          unit_rate_inc_vat_pence_x100)
         VALUES (${sql.join([product.code, regionId, rateName, rate])})
         ON CONFLICT (tariff_code, region_id, rate_name) DO UPDATE SET
           unit_rate_inc_vat_pence_x100 = excluded.unit_rate_inc_vat_pence_x100`,
      );
    }
  }
}

/**
 * Brings the tariff catalogue (with every region's prices) and the vehicle register up to what
 * this code says, in one transaction: on every start, so a database seeded by an older
 * version gains new products and prices without losing its customers.
 */
export function syncReferenceData(db: Executor): Promise<void> {
  return inTransaction(db, async (transaction) => {
    for (const family of TARIFF_FAMILIES) {
      for (const product of productsOf(family)) await upsertProduct(transaction, family, product);
    }
    for (const vehicle of VEHICLES) {
      await execute(
        transaction,
        sql`INSERT INTO vehicles (registration_plate, make, model, fuel) VALUES (${sql.join([
          vehicle.registrationPlate,
          vehicle.make,
          vehicle.model,
          vehicle.fuel,
        ])})
         ON CONFLICT (registration_plate) DO UPDATE SET
           make = excluded.make, model = excluded.model, fuel = excluded.fuel`,
      );
    }
  });
}
