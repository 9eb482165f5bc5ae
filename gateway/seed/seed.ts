import { z } from 'zod';
import type { Passwords } from '../auth/passwords';
import { execute, inTransaction, queryValue, sql, type Database, type Executor } from '../db/sql';
import { londonToday } from '@/lib/iso-date';
import { DEMO_PASSWORD, personas } from './personas';
import { seedAccount } from './seed-account';
import { insertCustomer } from '../accounts/insert-rows';
import { syncReferenceData } from './reference-data';
import { seedBroaderGroup } from './warm-home-discount';

export { DEMO_PASSWORD } from './personas';

async function isEmpty(db: Executor): Promise<boolean> {
  return (await queryValue(db, z.number(), sql`SELECT count(*) FROM customers`)) === 0;
}

/**
 * Brings the tariff catalogue and vehicle register up to date, then fills a new database with
 * the demo customers, in one transaction, with every date relative to today. Adds no customer
 * when the database already has some.
 */
export async function seedIfEmpty(db: Database, passwords: Passwords, now: Date): Promise<boolean> {
  await syncReferenceData(db);
  if (!(await isEmpty(db))) return false;
  const today = londonToday(now);
  const people = personas(today);
  const hashes = await Promise.all(people.map(() => passwords.hash(DEMO_PASSWORD)));
  return inTransaction(db, async (transaction) => {
    if (!(await isEmpty(transaction))) return false;
    await execute(
      transaction,
      sql`INSERT INTO settings (key, value) VALUES ('refer_disabled_globally', 'false')`,
    );
    await seedBroaderGroup(transaction, today);
    for (const [i, person] of people.entries()) {
      // The demo logins' emails count as confirmed.
      const customerId = await insertCustomer(
        transaction,
        person,
        hashes[i] ?? '',
        now.toISOString(),
        now.toISOString(),
      );
      for (const account of person.accounts) {
        await seedAccount(transaction, customerId, account, { today, now: now.toISOString() });
      }
    }
    return true;
  });
}
