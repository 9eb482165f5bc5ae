import { z } from 'zod';
import { londonToday } from '@/lib/iso-date';
import { execute, queryOne, sql, type Executor } from '../db/sql';
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
    z.object({ found: z.number() }),
    sql`SELECT 1 AS found FROM accounts a JOIN customers c ON c.id = a.customer_id
         WHERE a.id = ${referrerAccountId}
           AND ((lower(c.first_name) = lower(${person.firstName})
                 AND lower(c.last_name) = lower(${person.lastName})
                 AND c.date_of_birth = ${person.dateOfBirth})
                OR EXISTS (SELECT 1 FROM meter_points m
                            WHERE m.account_id = a.id
                              AND (m.mpan = ${home.mpan} OR m.mprn = ${home.mprn})))`,
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
      sql`INSERT INTO referrals (account_id, friend_first_name, status, referred_on, credit_pence,
                                 friend_account_id)
          VALUES (${credited.accountId}, ${checked.signup.personalDetails.firstName}, 'Pending',
                  ${londonToday(now)}, 0, ${friendAccountId})`,
    );
  }
  return {
    referralCode,
    referrerAccountId: credited?.accountId ?? null,
    agentId,
    partnerId,
  };
}
