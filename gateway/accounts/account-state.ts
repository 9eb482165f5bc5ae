import { z } from 'zod';
import type { AccountState, Agreement, Renewal } from '@/lib/gateway/contract/account';
import { queryAll, queryOne, sqlBoolean, type Executor } from '../db/sql';
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
  id: z.number().int(),
  status: z.enum(['Pending', 'Completed', 'Cancelled']),
  account_number: z.string(),
});

const renewedAgreement = z.object({ renewalId: z.number().int(), agreementId: z.number().int() });

async function renewalsOfCustomer(db: Executor, customerId: number): Promise<Renewal[]> {
  const renewals = await queryAll(
    db,
    renewalRow,
    db
      .selectFrom('renewals as r')
      .innerJoin('accounts as a', 'a.id', 'r.account_id')
      .select(['r.id', 'r.status', 'a.number as account_number'])
      .where('a.customer_id', '=', customerId)
      .orderBy('r.requested_at', 'desc'),
  );
  const agreements = await queryAll(
    db,
    renewedAgreement,
    db
      .selectFrom('renewal_agreements as ra')
      .innerJoin('renewals as r', 'r.id', 'ra.renewal_id')
      .innerJoin('accounts as a', 'a.id', 'r.account_id')
      .select(['ra.renewal_id as renewalId', 'ra.agreement_id as agreementId'])
      .where('a.customer_id', '=', customerId)
      .orderBy('ra.renewal_id')
      .orderBy('ra.agreement_id'),
  );
  return renewals.map(({ id, ...renewal }) => ({
    ...renewal,
    agreement_ids: agreements
      .filter((agreement) => agreement.renewalId === id)
      .map((agreement) => agreement.agreementId),
  }));
}

const customerFacts = z.object({
  admin: sqlBoolean,
  accountCount: z.number().int(),
  referDisabledGlobally: z.string().nullable(),
  hasMoveOut: sqlBoolean,
});

export async function accountStateOf(
  db: Executor,
  account: AccountRow,
  agreements: readonly Agreement[],
  today: string,
): Promise<AccountState> {
  const facts = await queryOne(
    db,
    customerFacts,
    db
      .selectFrom('customers as c')
      .select((eb) => [
        'c.is_admin as admin',
        eb
          .selectFrom('accounts')
          .select(eb.fn.countAll<number>().as('count'))
          .whereRef('customer_id', '=', 'c.id')
          .as('accountCount'),
        eb
          .selectFrom('settings')
          .select('value')
          .where('key', '=', 'refer_disabled_globally')
          .as('referDisabledGlobally'),
        eb
          .case()
          .when(
            eb.exists(eb.selectFrom('move_outs').select('id').where('account_id', '=', account.id)),
          )
          .then(1)
          .else(0)
          .end()
          .as('hasMoveOut'),
      ])
      .where('c.id', '=', account.customerId),
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
    eligibleForWarmHomeDiscount: (await warmHomeDiscountSchemeOf(db, account)) !== null,
    renewals: await renewalsOfCustomer(db, account.customerId),
    hasMoveOut: facts.hasMoveOut,
  };
}
