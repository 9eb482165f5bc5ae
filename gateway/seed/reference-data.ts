import type { Db } from '../db/database';
import { execute } from '../db/query';
import { REGION_IDS } from '@/lib/gateway/contract/regions';
import { regionalPrices } from './regional-prices';
import {
  productsOf,
  TARIFF_FAMILIES,
  type TariffFamily,
  type TariffProduct,
} from './tariff-catalogue';
import { VEHICLES } from './vehicles';

function upsertProduct(db: Db, family: TariffFamily, product: TariffProduct): void {
  execute(
    db,
    `INSERT INTO tariffs (code, name, fuel, pricing, kind, meter_profile, length_months,
                          exit_fee_pence, standing_charge_pence_x100, on_sale,
                          seasonal_adjustment_percent)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)
     ON CONFLICT (code) DO UPDATE SET
       name = excluded.name, fuel = excluded.fuel, pricing = excluded.pricing,
       kind = excluded.kind, meter_profile = excluded.meter_profile,
       length_months = excluded.length_months, exit_fee_pence = excluded.exit_fee_pence,
       standing_charge_pence_x100 = excluded.standing_charge_pence_x100,
       on_sale = excluded.on_sale, seasonal_adjustment_percent = excluded.seasonal_adjustment_percent`,
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
  );
  for (const [rateName, rate] of Object.entries(product.rates)) {
    execute(
      db,
      `INSERT INTO tariff_rates (tariff_code, rate_name, unit_rate_pence_x100) VALUES (?, ?, ?)
       ON CONFLICT (tariff_code, rate_name) DO UPDATE SET
         unit_rate_pence_x100 = excluded.unit_rate_pence_x100`,
      product.code,
      rateName,
      rate,
    );
  }
  for (const regionId of REGION_IDS) {
    const prices = regionalPrices(family, product, regionId);
    execute(
      db,
      `INSERT INTO tariff_region_prices (tariff_code, region_id, standing_charge_inc_vat_pence_x100)
       VALUES (?, ?, ?)
       ON CONFLICT (tariff_code, region_id) DO UPDATE SET
         standing_charge_inc_vat_pence_x100 = excluded.standing_charge_inc_vat_pence_x100`,
      product.code,
      regionId,
      prices.standingChargeX100,
    );
    for (const [rateName, rate] of Object.entries(prices.rates)) {
      execute(
        db,
        `INSERT INTO tariff_region_rates (tariff_code, region_id, rate_name,
                                          unit_rate_inc_vat_pence_x100)
         VALUES (?, ?, ?, ?)
         ON CONFLICT (tariff_code, region_id, rate_name) DO UPDATE SET
           unit_rate_inc_vat_pence_x100 = excluded.unit_rate_inc_vat_pence_x100`,
        product.code,
        regionId,
        rateName,
        rate,
      );
    }
  }
}

/**
 * Brings the tariff catalogue (with every region's prices) and the vehicle register up to what
 * this code says, in one transaction: on every start, so a database seeded by an older
 * version gains new products and prices without losing its customers.
 */
export function syncReferenceData(db: Db): void {
  db.transaction(() => {
    for (const family of TARIFF_FAMILIES) {
      for (const product of productsOf(family)) upsertProduct(db, family, product);
    }
    for (const vehicle of VEHICLES) {
      execute(
        db,
        `INSERT INTO vehicles (registration_plate, make, model, fuel) VALUES (?, ?, ?, ?)
         ON CONFLICT (registration_plate) DO UPDATE SET
           make = excluded.make, model = excluded.model, fuel = excluded.fuel`,
        vehicle.registrationPlate,
        vehicle.make,
        vehicle.model,
        vehicle.fuel,
      );
    }
  })();
}
