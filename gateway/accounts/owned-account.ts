import { z } from 'zod';
import type { Principal } from '../auth/access-tokens';
import { queryOne, sql, sqlBoolean, type Executor } from '../db/sql';
import { forbidden, notFound } from '../http/http-error';

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
 * The account, if it belongs to the signed-in customer: 404 when there is no such account,
 * 403 when it is someone else's.
 */
export async function ownedAccount(
  db: Executor,
  accountId: number,
  principal: Principal,
): Promise<AccountRow> {
  const account = await accountById(db, accountId);
  if (!account) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  if (account.customerId !== principal.customerId) {
    throw forbidden('This account is not yours, so you cannot see or change it.');
  }
  return account;
}
