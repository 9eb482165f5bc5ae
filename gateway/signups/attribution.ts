import { z } from 'zod';
import { londonToday } from '@/lib/iso-date';
import { execute, queryOne, type Executor } from '../db/sql';
import { rewardableReferrer } from '../referrals/referrer';
import type { SignupToOpen } from './check-signup';

/** The sign-up's attribution as `signups` keeps it. */
export interface StoredAttribution {
  referralCode: string | null;
  referrerAccountId: number | null;
  agentId: string | null;
  partnerId: string | null;
}

/**
 * Whether the referring account is the new customer's own: the same person (name and date of
 * birth) or the same home (a meter point with the home's MPAN or MPRN). Either way, no reward.
 */
async function isSelfReferral(
  db: Executor,
  referrerAccountId: number,
  checked: SignupToOpen,
): Promise<boolean> {
  const { personalDetails: person } = checked.signup;
  const { home } = checked;
  const found = await queryOne(
    db,
    z.object({ found: z.literal(1) }),
    db
      .selectFrom('accounts as a')
      .innerJoin('customers as c', 'c.id', 'a.customer_id')
      .select((eb) => eb.lit(1).as('found'))
      .where('a.id', '=', referrerAccountId)
      .where((eb) => {
        const sameText = (column: 'c.first_name' | 'c.last_name', value: string) =>
          eb(eb.fn('lower', [column]), '=', eb.fn('lower', [eb.val(value)]));
        return eb.or([
          eb.and([
            sameText('c.first_name', person.firstName),
            sameText('c.last_name', person.lastName),
            eb('c.date_of_birth', '=', person.dateOfBirth),
          ]),
          eb.exists(
            eb
              .selectFrom('meter_points as m')
              .select((inner) => inner.lit(1).as('found'))
              .whereRef('m.account_id', '=', 'a.id')
              .where((inner) =>
                inner.or([inner('m.mpan', '=', home.mpan), inner('m.mprn', '=', home.mprn)]),
              ),
          ),
        ]);
      }),
  );
  return found !== undefined;
}

/**
 * Keeps where the sign-up came from. A referral code that matches an account able to earn the
 * reward (and not the customer's own) adds a Pending referral for the referrer, linked to the
 * new account; any other code is kept as given and changes nothing the customer sees, so a
 * mistyped link never stands in the way of a switch. Runs inside the sign-up's transaction,
 * after the account is opened.
 */
export async function recordAttribution(
  db: Executor,
  checked: SignupToOpen,
  friendAccountId: number,
  now: Date,
): Promise<StoredAttribution> {
  const {
    referralCode = null,
    agentId = null,
    partnerId = null,
  } = checked.signup.attribution ?? {};
  const referrer = referralCode === null ? undefined : await rewardableReferrer(db, referralCode);
  const credited =
    referrer && !(await isSelfReferral(db, referrer.accountId, checked)) ? referrer : undefined;
  if (credited) {
    await execute(
      db,
      db.insertInto('referrals').values({
        account_id: credited.accountId,
        friend_first_name: checked.signup.personalDetails.firstName,
        status: 'Pending',
        referred_on: londonToday(now),
        credit_pence: 0,
        friend_account_id: friendAccountId,
      }),
    );
  }
  return {
    referralCode,
    referrerAccountId: credited?.accountId ?? null,
    agentId,
    partnerId,
  };
}
