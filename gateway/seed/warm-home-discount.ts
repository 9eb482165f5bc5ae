import {
  schemeYearOf,
  WARM_HOME_DISCOUNT_PENCE,
} from '@/lib/gateway/contract/warm-home-discount-scheme';
import { addDays } from '@/lib/iso-date';
import { execute, sql, type Executor } from '../db/sql';
import type { AccountSpec } from './persona-spec';

/** Places in our Broader Group each scheme year. */
const BROADER_GROUP_PLACES = 400;

/**
 * This scheme year's Broader Group, open since 1 October as most years, or since two weeks ago
 * when the database is seeded earlier in the year (a demo can always apply).
 */
export async function seedBroaderGroup(db: Executor, today: string): Promise<void> {
  const year = schemeYearOf(today);
  const october = `${year.from.slice(0, 4)}-10-01`;
  const lately = addDays(today, -14);
  const opensOn = [october, lately < year.from ? year.from : lately].sort()[0];
  await execute(
    db,
    sql`INSERT INTO warm_home_discount_broader_group (scheme_year, opens_on, places) VALUES (${year.label}, ${opensOn ?? year.from}, ${BROADER_GROUP_PLACES})`,
  );
}

/** What the government's matching found for the account this scheme year, as the persona says. */
export async function seedWarmHomeDiscountMatch(
  db: Executor,
  accountId: number,
  spec: AccountSpec,
  today: string,
): Promise<void> {
  const match = spec.warmHomeDiscount;
  if (!match) return;
  await execute(
    db,
    sql`INSERT INTO warm_home_discount_matches
       (account_id, scheme_year, status, confirm_by, paid_on, amount_pence)
     VALUES (${sql.join([
       accountId,
       schemeYearOf(today).label,
       match.status,
       match.status === 'confirm-by-phone' ? match.confirmBy : null,
       match.status === 'paid' ? match.paidOn : null,
       match.status === 'paid' ? WARM_HOME_DISCOUNT_PENCE : null,
     ])})`,
  );
}

/** The discount, once paid, is a credit on the account. */
export function warmHomeDiscountCredit(spec: AccountSpec, today: string) {
  const match = spec.warmHomeDiscount;
  if (match?.status !== 'paid') return [];
  return [
    {
      postedOn: match.paidOn,
      description: `Warm Home Discount ${schemeYearOf(today).label}`,
      amountPence: WARM_HOME_DISCOUNT_PENCE,
    },
  ];
}
