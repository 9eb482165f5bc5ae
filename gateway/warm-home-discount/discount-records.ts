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
import { execute, queryOne, sqlFlag, type Executor } from '../db/sql';

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
    db
      .selectFrom('warm_home_discount_matches')
      .select([
        'status',
        'confirm_by as confirmBy',
        'paid_on as paidOn',
        'amount_pence as amountPence',
      ])
      .where('account_id', '=', accountId)
      .where('scheme_year', '=', schemeYear),
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
      db
        .selectFrom('warm_home_discount_applications')
        .select([
          'id',
          'status',
          'decline_reason as declineReason',
          'benefit',
          'benefit_holder as benefitHolder',
          'name_on_benefit as nameOnBenefit',
          'ni_number_end as nationalInsuranceNumberEnd',
          'created_at as submittedAt',
        ])
        .where('account_id', '=', accountId)
        .where('scheme_year', '=', schemeYear),
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
    db
      .selectFrom('warm_home_discount_broader_group as g')
      .select((eb) => [
        'g.opens_on as opensOn',
        'g.places',
        eb
          .selectFrom('warm_home_discount_applications as a')
          .select(eb.fn.countAll<number>().as('count'))
          .whereRef('a.scheme_year', '=', 'g.scheme_year')
          .where('a.status', '<>', 'Declined')
          .as('taken'),
      ])
      .where('g.scheme_year', '=', schemeYear),
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
  sqlFlag(facts.includes(which));

export async function insertApplication(db: Executor, application: NewApplication): Promise<void> {
  const facts = application.householdFacts;
  await execute(
    db,
    db.insertInto('warm_home_discount_applications').values({
      account_id: application.accountId,
      scheme_year: application.schemeYear,
      status: 'Received',
      benefit: application.benefit,
      benefit_holder: application.benefitHolder,
      name_on_benefit: application.nameOnBenefit,
      date_of_birth: application.dateOfBirth,
      ni_number_end: application.nationalInsuranceNumberEnd,
      child_under_five: fact(facts, 'child-under-five'),
      disability: fact(facts, 'disability'),
      aged_65_or_over: fact(facts, 'aged-65-or-over'),
      created_at: application.createdAt,
    }),
  );
}
