import { z } from 'zod';
import type { StaffAccountView } from '@/lib/gateway/contract/admin';
import { staffSecurityEventsOf } from '../account-security/security-events';
import { accountStateOf } from '../accounts/account-state';
import { agreementsOf } from '../accounts/agreements';
import { balanceOf } from '../accounts/balance';
import type { AccountRow } from '../accounts/owned-account';
import { accountSummariesOf } from '../customers/account-summaries';
import { customerById } from '../customers/customer-record';
import { queryOne, type Executor } from '../db/sql';
import { lastReadingsOf } from '../readings/queries';
import { pendingRenewalOf } from '../renewals/renewal-records';

const moveOutRow = z.object({
  moveOutDate: z.string(),
  status: z.enum(['Received', 'Processing', 'Completed']),
});

/**
 * One account as staff see it: what the customer's own screens show, gathered by the same
 * functions, so staff and customer never see different facts.
 */
export async function staffAccountViewOf(
  database: Executor,
  account: AccountRow,
  today: string,
): Promise<StaffAccountView> {
  const customer = await customerById(database, account.customerId);
  if (!customer) throw new Error(`Account ${account.id} has no customer`);
  const summaries = await accountSummariesOf(database, customer.id);
  const summary = summaries.find((each) => each.id === account.id);
  if (!summary) throw new Error(`Account ${account.id} is not among its customer's accounts`);
  const agreements = await agreementsOf(database, account.id, today);
  return {
    customer,
    account: summary,
    otherAccounts: summaries.filter((each) => each !== summary),
    state: await accountStateOf(database, account, agreements, today),
    agreements: agreements.filter((agreement) => agreement.status !== 'past'),
    balance: await balanceOf(database, account.id, today),
    latestReadings: [...(await lastReadingsOf(database, account.id)).values()],
    pendingRenewal: await pendingRenewalOf(database, account.id),
    moveOut:
      (await queryOne(
        database,
        moveOutRow,
        database
          .selectFrom('move_outs')
          .select(['move_out_date as moveOutDate', 'status'])
          .where('account_id', '=', account.id),
      )) ?? null,
    securityEvents: await staffSecurityEventsOf(database, customer.id),
  };
}
