import { z } from 'zod';
import { queryAll, queryOne, type Executor } from '../db/sql';

const referrerRow = z.object({
  accountId: z.number().int(),
  code: z.string(),
  firstName: z.string(),
});
export type Referrer = z.infer<typeof referrerRow>;

/**
 * The account whose referral code this is, if the code can earn a reward now: not a
 * blacklisted voucher, and referrals not switched off for everyone. Codes are upper case.
 */
export function rewardableReferrer(db: Executor, code: string): Promise<Referrer | undefined> {
  return queryOne(
    db,
    referrerRow,
    db
      .selectFrom('accounts as a')
      .innerJoin('customers as c', 'c.id', 'a.customer_id')
      .select(['a.id as accountId', 'a.referral_code as code', 'c.first_name as firstName'])
      .where('a.referral_code', '=', code)
      .where('a.blacklisted_voucher', '=', 0)
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('settings')
              .select('key')
              .where('key', '=', 'refer_disabled_globally')
              .where('value', '=', 'true'),
          ),
        ),
      ),
  );
}

const referralRow = z.object({
  id: z.number().int(),
  friendFirstName: z.string(),
  status: z.enum(['Pending', 'Completed']),
  referredOn: z.string(),
  creditPence: z.number().int(),
});

/** The friends the account has referred, newest first. */
export function referralsOf(db: Executor, accountId: number) {
  return queryAll(
    db,
    referralRow,
    db
      .selectFrom('referrals')
      .select([
        'id',
        'friend_first_name as friendFirstName',
        'status',
        'referred_on as referredOn',
        'credit_pence as creditPence',
      ])
      .where('account_id', '=', accountId)
      .orderBy('referred_on', 'desc')
      .orderBy('id', 'desc'),
  );
}
