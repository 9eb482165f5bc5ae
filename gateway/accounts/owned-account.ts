import { z } from 'zod';
import type { Principal } from '../auth/access-tokens';
import { queryOne, sqlBoolean, type Executor } from '../db/sql';
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

/** An account as accountRow reads it, from the accounts table. */
export function selectAccounts(db: Executor) {
  return db
    .selectFrom('accounts')
    .select([
      'id',
      'number',
      'customer_id as customerId',
      'address_line1 as line1',
      'address_line2 as line2',
      'town',
      'postcode',
      'opened_on as openedOn',
      'account_unlocked as accountUnlocked',
      'account_restricted as accountRestricted',
      'blacklisted_voucher as blacklistedVoucher',
      'smart_meter_booking_eligible as smartMeterBookingEligible',
      'referral_code as referralCode',
    ]);
}

export const ACCOUNT_NOT_FOUND_MESSAGE = 'We could not find that account.';

/**
 * Any customer's account, whoever asks: customer endpoints reach it through ownedAccount, and
 * only staff endpoints (past requireAdmin) use it alone.
 */
export function accountById(db: Executor, accountId: number): Promise<AccountRow | undefined> {
  return queryOne(db, accountRow, selectAccounts(db).where('id', '=', accountId));
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
    selectAccounts(db).where('id', '=', accountId).where('customer_id', '=', principal.customerId),
  );
  if (!account) throw notFound(ACCOUNT_NOT_FOUND_MESSAGE);
  return account;
}
