import { z } from 'zod';
import type { Passwords } from '../auth/passwords';
import type { Db } from '../db/database';
import { execute, queryOne } from '../db/query';
import { londonToday } from '@/lib/iso-date';
import { DEMO_PASSWORD, personas } from './personas';
import { seedAccount } from './seed-account';
import { insertCustomer } from '../accounts/insert-rows';
import { syncReferenceData } from './reference-data';
import { seedBroaderGroup } from './warm-home-discount';

export { DEMO_PASSWORD } from './personas';

function isEmpty(db: Db): boolean {
  const row = queryOne(db, z.object({ n: z.number() }), 'SELECT count(*) AS n FROM customers');
  return row?.n === 0;
}

/**
 * Brings the tariff catalogue and vehicle register up to date, then fills a new database with
 * the demo customers, in one transaction, with every date relative to today. Adds no customer
 * when the database already has some.
 */
export async function seedIfEmpty(db: Db, passwords: Passwords, now: Date): Promise<boolean> {
  syncReferenceData(db);
  if (!isEmpty(db)) return false;
  const today = londonToday(now);
  const people = personas(today);
  const hashes = await Promise.all(people.map(() => passwords.hash(DEMO_PASSWORD)));
  return db.transaction(() => {
    if (!isEmpty(db)) return false;
    execute(db, "INSERT INTO settings (key, value) VALUES ('refer_disabled_globally', 'false')");
    seedBroaderGroup(db, today);
    people.forEach((person, i) => {
      const customerId = insertCustomer(db, person, hashes[i] ?? '', now.toISOString());
      for (const account of person.accounts) {
        seedAccount(db, customerId, account, { today, now: now.toISOString() });
      }
    });
    return true;
  })();
}
