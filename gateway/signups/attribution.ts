import { z } from 'zod';
import { londonToday } from '@/lib/iso-date';
import type { Db } from '../db/database';
import { execute, queryOne } from '../db/query';
import { rewardableReferrer } from '../referrals/referrer';
import type { CheckedSignup } from './check-signup';

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
function isSelfReferral(db: Db, referrerAccountId: number, checked: CheckedSignup): boolean {
  const { personalDetails: person } = checked.signup;
  const { home } = checked;
  return (
    queryOne(
      db,
      z.object({ found: z.number() }),
      `SELECT 1 AS found FROM accounts a JOIN customers c ON c.id = a.customer_id
        WHERE a.id = @account
          AND ((lower(c.first_name) = lower(@firstName) AND lower(c.last_name) = lower(@lastName)
                AND c.date_of_birth = @dateOfBirth)
               OR EXISTS (SELECT 1 FROM meter_points m
                           WHERE m.account_id = a.id AND (m.mpan = @mpan OR m.mprn = @mprn)))`,
      {
        account: referrerAccountId,
        firstName: person.firstName,
        lastName: person.lastName,
        dateOfBirth: person.dateOfBirth,
        mpan: home.mpan,
        mprn: home.mprn,
      },
    ) !== undefined
  );
}

/**
 * Keeps where the sign-up came from. A referral code that matches an account able to earn the
 * reward (and not the customer's own) adds a Pending referral for the referrer, linked to the
 * new account; any other code is kept as given and changes nothing the customer sees, so a
 * mistyped link never stands in the way of a switch. Runs inside the sign-up's transaction,
 * after the account is opened.
 */
export function recordAttribution(
  db: Db,
  checked: CheckedSignup,
  friendAccountId: number,
  now: Date,
): StoredAttribution {
  const {
    referralCode = null,
    agentId = null,
    partnerId = null,
  } = checked.signup.attribution ?? {};
  const referrer = referralCode === null ? undefined : rewardableReferrer(db, referralCode);
  const credited =
    referrer && !isSelfReferral(db, referrer.accountId, checked) ? referrer : undefined;
  if (credited) {
    execute(
      db,
      `INSERT INTO referrals (account_id, friend_first_name, status, referred_on, credit_pence,
                              friend_account_id)
       VALUES (?, ?, 'Pending', ?, 0, ?)`,
      credited.accountId,
      checked.signup.personalDetails.firstName,
      londonToday(now),
      friendAccountId,
    );
  }
  return {
    referralCode,
    referrerAccountId: credited?.accountId ?? null,
    agentId,
    partnerId,
  };
}
