import { z } from 'zod';
import type { Principal } from '../auth/access-tokens';
import { queryOne, sql, sqlBoolean, type Executor } from '../db/sql';
import { notFound } from '../http/http-error';

export const accountRow = z.object({
  id: z.number().int(),
  number: z.string(),
  customerId: z.number().int(),
  line1: z.string(),
  line2: z.string().nullable(),
  town: z.string(),
  postcode: z.string(),
  openedOn: z.string(),
  accountUnlocked: sqlBoolean,
  accountRestricted: sqlBoolean,
  blacklistedVoucher: sqlBoolean,
  smartMeterBookingEligible: sqlBoolean,
  referralCode: z.string(),
});
export type AccountRow = z.infer<typeof accountRow>;

export const ACCOUNT_COLUMNS = sql`
  id, number, customer_id AS "customerId", address_line1 AS line1, address_line2 AS line2, town,
  postcode, opened_on AS "openedOn", account_unlocked AS "accountUnlocked",
  account_restricted AS "accountRestricted", blacklisted_voucher AS "blacklistedVoucher",
  smart_meter_booking_eligible AS "smartMeterBookingEligible", referral_code AS "referralCode"`;

export const ACCOUNT_NOT_FOUND_MESSAGE = 'We could not find that account.';

/**
 * Any customer's account, whoever asks: customer endpoints reach it through ownedAccount, and
 * only staff endpoints (past requireAdmin) use it alone.
 */
export function accountById(db: Executor, accountId: number): Promise<AccountRow | undefined> {
  return queryOne(
    db,
    accountRow,
    sql`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE id = ${accountId}`,
  );
}

/**
 * The account, if it belongs to the signed-in customer. Someone else's account gets the very
 * answer of one that does not exist (404, same message), so that trying ids tells a customer
 * nothing about which accounts there are.
 */
export async function ownedAccount(
  db: Executor,
  accountId: number,
  principal: Principal,
): Promise<AccountRow> {
  // Only the caller's own accounts are looked for: someone else's costs what none does.
  const account = await queryOne(
    db,
    accountRow,
    sql`SELECT ${ACCOUNT_COLUMNS} FROM accounts
         WHERE id = ${accountId} AND customer_id = ${principal.customerId}`,
  );
  if (!account) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  return account;
}
