import { z } from 'zod';
import type {
  BroaderGroup,
  BroaderGroupApplication,
  WarmHomeDiscountMatch,
} from '@/lib/gateway/contract/warm-home-discount';
import {
  BROADER_GROUP_BENEFITS,
  type BroaderGroupBenefit,
  type HouseholdFact,
} from '@/lib/gateway/contract/warm-home-discount-scheme';
import { execute, queryOne, sql, type Executor } from '../db/sql';

/** What the Warm Home Discount tables hold about an account in one scheme year ('2025/26'). */

/** A row's columns that do not belong to its status are null, and dropped by the parse. */
const matchRow = z.discriminatedUnion('status', [
  z.object({ status: z.literal('matched') }),
  z.object({ status: z.literal('confirm-by-phone'), confirmBy: z.string() }),
  z.object({ status: z.literal('paid'), paidOn: z.string(), amountPence: z.number().int() }),
]);

export async function matchOf(
  db: Executor,
  accountId: number,
  schemeYear: string,
): Promise<WarmHomeDiscountMatch> {
  const row = await queryOne(
    db,
    matchRow,
    sql`SELECT status, confirm_by AS "confirmBy", paid_on AS "paidOn",
               amount_pence AS "amountPence"
          FROM warm_home_discount_matches
         WHERE account_id = ${accountId} AND scheme_year = ${schemeYear}`,
  );
  return row ?? { status: 'not-matched' };
}

const applicationRow = z.object({
  id: z.number().int(),
  status: z.enum(['Received', 'Under review', 'Accepted', 'Declined']),
  declineReason: z.string().nullable(),
  benefit: z.enum(BROADER_GROUP_BENEFITS),
  benefitHolder: z.enum(['customer', 'partner']),
  nameOnBenefit: z.string(),
  nationalInsuranceNumberEnd: z.string(),
  submittedAt: z.string(),
});

export async function applicationOf(
  db: Executor,
  accountId: number,
  schemeYear: string,
): Promise<BroaderGroupApplication | null> {
  return (
    (await queryOne(
      db,
      applicationRow,
      sql`SELECT id, status, decline_reason AS "declineReason", benefit,
                 benefit_holder AS "benefitHolder", name_on_benefit AS "nameOnBenefit",
                 ni_number_end AS "nationalInsuranceNumberEnd", created_at AS "submittedAt"
            FROM warm_home_discount_applications
           WHERE account_id = ${accountId} AND scheme_year = ${schemeYear}`,
    )) ?? null
  );
}

const yearRow = z.object({ opensOn: z.string(), places: z.number().int(), taken: z.number() });

/** Our Broader Group this scheme year as the account sees it: open or not, and its places. */
export async function broaderGroupOf(
  db: Executor,
  accountId: number,
  schemeYear: string,
  today: string,
): Promise<BroaderGroup> {
  const year = await queryOne(
    db,
    yearRow,
    sql`SELECT opens_on AS "opensOn", places,
               (SELECT count(*) FROM warm_home_discount_applications
                 WHERE scheme_year = g.scheme_year AND status <> 'Declined') AS taken
          FROM warm_home_discount_broader_group g WHERE scheme_year = ${schemeYear}`,
  );
  const placesLeft = year ? Math.max(0, year.places - year.taken) : 0;
  return {
    status: !year || today < year.opensOn ? 'not-open-yet' : placesLeft === 0 ? 'full' : 'open',
    opensOn: year?.opensOn ?? null,
    placesLeft,
    application: await applicationOf(db, accountId, schemeYear),
  };
}

export interface NewApplication {
  accountId: number;
  schemeYear: string;
  benefit: BroaderGroupBenefit;
  benefitHolder: 'customer' | 'partner';
  nameOnBenefit: string;
  dateOfBirth: string;
  /** The last three characters of the National Insurance number, all that is kept of it. */
  nationalInsuranceNumberEnd: string;
  householdFacts: readonly HouseholdFact[];
  createdAt: string;
}

const fact = (facts: readonly HouseholdFact[], which: HouseholdFact) =>
  facts.includes(which) ? 1 : 0;

export async function insertApplication(db: Executor, application: NewApplication): Promise<void> {
  const facts = application.householdFacts;
  await execute(
    db,
    sql`INSERT INTO warm_home_discount_applications
          (account_id, scheme_year, status, benefit, benefit_holder, name_on_benefit,
           date_of_birth, ni_number_end, child_under_five, disability, aged_65_or_over,
           created_at)
        VALUES (${application.accountId}, ${application.schemeYear}, 'Received',
                ${application.benefit}, ${application.benefitHolder}, ${application.nameOnBenefit},
                ${application.dateOfBirth}, ${application.nationalInsuranceNumberEnd},
                ${fact(facts, 'child-under-five')}, ${fact(facts, 'disability')},
                ${fact(facts, 'aged-65-or-over')}, ${application.createdAt})`,
  );
}
