import { z } from 'zod';
import type { StaffAccountView } from '@/lib/gateway/contract/admin';
import { accountStateOf } from '../accounts/account-state';
import { agreementsOf } from '../accounts/agreements';
import { balanceOf } from '../accounts/balance';
import type { AccountRow } from '../accounts/owned-account';
import { accountSummariesOf } from '../customers/account-summaries';
import { customerById } from '../customers/customer-record';
import type { Db } from '../db/database';
import { queryOne, sql, type Executor } from '../db/sql';
import { lastReadingsOf } from '../readings/queries';
import { pendingRenewalOf } from '../renewals/renewal-records';

const moveOutRow = z.object({
  moveOutDate: z.string(),
  status: z.enum(['Received', 'Processing', 'Completed']),
});

/**
 * One account as staff see it: what the customer's own screens show, gathered by the same
 * functions, so staff and customer never see different facts. `db` is for those functions
 * not yet on Kysely.
 */
export async function staffAccountViewOf(
  db: Db,
  database: Executor,
  account: AccountRow,
  today: string,
): Promise<StaffAccountView> {
  const customer = customerById(db, account.customerId);
  if (!customer) throw new Error(`Account ${account.id} has no customer`);
  const summaries = accountSummariesOf(db, customer.id);
  const summary = summaries.find((each) => each.id === account.id);
  if (!summary) throw new Error(`Account ${account.id} is not among its customer's accounts`);
  const agreements = agreementsOf(db, account.id, today);
  return {
    customer,
    account: summary,
    otherAccounts: summaries.filter((each) => each !== summary),
    state: accountStateOf(db, account, agreements, today),
    agreements: agreements.filter((agreement) => agreement.status !== 'past'),
    balance: balanceOf(db, account.id, today),
    latestReadings: [...lastReadingsOf(db, account.id).values()],
    pendingRenewal: pendingRenewalOf(db, account.id),
    moveOut:
      (await queryOne(
        database,
        moveOutRow,
        sql`SELECT move_out_date AS "moveOutDate", status FROM move_outs
             WHERE account_id = ${account.id}`,
      )) ?? null,
  };
}
