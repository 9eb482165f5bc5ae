import { z } from 'zod';
import type { AccountState, Agreement, Renewal } from '@/lib/gateway/contract/account';
import type { Db } from '../db/database';
import { queryAll, queryOne, sqlBoolean } from '../db/query';
import { databaseOf } from '../db/sql';
import { daysBetween } from '@/lib/iso-date';
import { RENEWAL_WINDOW_DAYS } from '@/lib/gateway/contract/renewal-window';
import { warmHomeDiscountSchemeOf } from '../warm-home-discount/scheme';
import { currentAgreements } from './agreements';
import type { AccountRow } from './owned-account';

export function onVariableContract(agreements: readonly Agreement[]): boolean {
  return currentAgreements(agreements).some((agreement) => agreement.pricingType === 'Variable');
}

/**
 * A customer can renew an unlocked, unrestricted account that is on a variable tariff (to fix
 * it) or whose fixed tariffs all end within the renewal window.
 */
export function canRenew(account: AccountRow, agreements: readonly Agreement[], today: string) {
  const current = currentAgreements(agreements);
  if (!account.accountUnlocked || account.accountRestricted || current.length === 0) return false;
  return (
    onVariableContract(agreements) ||
    current.every(
      (agreement) =>
        agreement.endDate !== null && daysBetween(today, agreement.endDate) <= RENEWAL_WINDOW_DAYS,
    )
  );
}

const renewalRow = z.object({
  status: z.enum(['Pending', 'Completed', 'Cancelled']),
  account_number: z.string(),
  agreement_ids: z
    .string()
    .transform((json): unknown => JSON.parse(json))
    .pipe(z.array(z.number().int())),
});

function renewalsOfCustomer(db: Db, customerId: number): Renewal[] {
  return queryAll(
    db,
    renewalRow,
    `SELECT r.status, a.number AS account_number,
            (SELECT json_group_array(agreement_id) FROM renewal_agreements
              WHERE renewal_id = r.id) AS agreement_ids
       FROM renewals r JOIN accounts a ON a.id = r.account_id
      WHERE a.customer_id = ? ORDER BY r.requested_at DESC`,
    customerId,
  );
}

const customerFacts = z.object({
  admin: sqlBoolean,
  accountCount: z.number().int(),
  referDisabledGlobally: z.string().nullable(),
  hasMoveOut: sqlBoolean,
});

export async function accountStateOf(
  db: Db,
  account: AccountRow,
  agreements: readonly Agreement[],
  today: string,
): Promise<AccountState> {
  const facts = queryOne(
    db,
    customerFacts,
    `SELECT c.is_admin AS admin,
            (SELECT count(*) FROM accounts WHERE customer_id = c.id) AS accountCount,
            (SELECT value FROM settings WHERE key = 'refer_disabled_globally')
              AS referDisabledGlobally,
            EXISTS (SELECT 1 FROM move_outs WHERE account_id = ?) AS hasMoveOut
       FROM customers c WHERE c.id = ?`,
    account.id,
    account.customerId,
  );
  if (!facts) throw new Error(`Account ${account.id} has no customer`);
  return {
    accountId: account.id,
    accountNumber: account.number,
    admin: facts.admin,
    accountCanRenew: canRenew(account, agreements, today),
    onVariableContract: onVariableContract(agreements),
    accountUnlocked: account.accountUnlocked,
    accountRestricted: account.accountRestricted,
    blacklistedVoucher: account.blacklistedVoucher,
    referDisabledGlobally: facts.referDisabledGlobally === 'true',
    multipleAccounts: facts.accountCount > 1,
    eligibleForSmartMeter: { eligible: account.smartMeterBookingEligible },
    // A home in Great Britain with its electricity from us: the discount comes off that bill.
    eligibleForWarmHomeDiscount: (await warmHomeDiscountSchemeOf(databaseOf(db), account)) !== null,
    renewals: renewalsOfCustomer(db, account.customerId),
    hasMoveOut: facts.hasMoveOut,
  };
}
