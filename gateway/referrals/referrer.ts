import { z } from 'zod';
import { queryOne, sql, type Executor } from '../db/sql';

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
    sql`SELECT a.id AS "accountId", a.referral_code AS code, c.first_name AS "firstName"
          FROM accounts a JOIN customers c ON c.id = a.customer_id
         WHERE a.referral_code = ${code} AND a.blacklisted_voucher = 0
           AND coalesce((SELECT value FROM settings WHERE key = 'refer_disabled_globally'),
                        'false') <> 'true'`,
  );
}
