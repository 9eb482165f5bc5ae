import { z } from 'zod';
import type { Passwords } from '../auth/passwords';
import type { Db } from '../db/database';
import { execute, queryOne } from '../db/query';
import { londonToday } from '../dates';
import { DEMO_PASSWORD, personas } from './personas';
import { seedAccount } from './seed-account';
import { productsOf, TARIFF_FAMILIES } from './tariff-catalogue';

export { DEMO_PASSWORD } from './personas';

function seedTariffs(db: Db): void {
  for (const product of TARIFF_FAMILIES.flatMap(productsOf)) {
    execute(
      db,
      `INSERT INTO tariffs (code, name, fuel, pricing, kind, meter_profile, length_months,
                            exit_fee_pence, standing_charge_pence_x100, on_sale)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
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
    );
    for (const [rateName, rate] of Object.entries(product.rates)) {
      execute(
        db,
        'INSERT INTO tariff_rates (tariff_code, rate_name, unit_rate_pence_x100) VALUES (?, ?, ?)',
        product.code,
        rateName,
        rate,
      );
    }
  }
}

function isEmpty(db: Db): boolean {
  const row = queryOne(db, z.object({ n: z.number() }), 'SELECT count(*) AS n FROM customers');
  return row?.n === 0;
}

/**
 * Fills a new database with the tariff catalogue and the demo customers, in one transaction,
 * with every date relative to today. Does nothing when the database already has customers.
 */
export async function seedIfEmpty(db: Db, passwords: Passwords, now: Date): Promise<boolean> {
  if (!isEmpty(db)) return false;
  const today = londonToday(now);
  const people = personas(today);
  const hashes = await Promise.all(people.map(() => passwords.hash(DEMO_PASSWORD)));
  return db.transaction(() => {
    if (!isEmpty(db)) return false;
    execute(db, "INSERT INTO settings (key, value) VALUES ('refer_disabled_globally', 'false')");
    seedTariffs(db);
    people.forEach((person, i) => {
      const customerId = Number(
        execute(
          db,
          `INSERT INTO customers (title, first_name, last_name, email, phone, date_of_birth,
             marketing_consent, ev_marketing_consent, is_admin, password_hash, created_at)
           VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          person.title,
          person.firstName,
          person.lastName,
          person.email,
          person.phone,
          person.dateOfBirth,
          person.marketingConsent ? 1 : 0,
          person.evMarketingConsent ? 1 : 0,
          person.admin ? 1 : 0,
          hashes[i] ?? '',
          now.toISOString(),
        ).lastInsertRowid,
      );
      for (const account of person.accounts) {
        seedAccount(db, customerId, account, { today, now: now.toISOString() });
      }
    });
    return true;
  })();
}
