import { z } from 'zod';
import type { AccountStatus, AccountSummary, SupplyFuel } from '@/lib/gateway/contract/customer';
import { accountRow, selectAccounts, type AccountRow } from '../accounts/owned-account';
import { queryAll, sqlBoolean, type Executor } from '../db/sql';

const accountFacts = z.object({
  accountId: z.number().int(),
  fuel: z.enum(['electricity', 'gas']).nullable(),
  movingOut: sqlBoolean,
});

function fuelTypeOf(fuels: readonly ('electricity' | 'gas')[]): SupplyFuel {
  if (fuels.length === 2) return 'ElecAndGas';
  return fuels[0] === 'gas' ? 'Gas' : 'Electricity';
}

function statusOf(account: AccountRow, movingOut: boolean): AccountStatus {
  if (!account.accountUnlocked) return 'setting-up';
  return movingOut ? 'moving-out' : 'active';
}

/** Each of the customer's accounts at a glance: number, address, fuels and where it stands. */
export async function accountSummariesOf(
  db: Executor,
  customerId: number,
): Promise<AccountSummary[]> {
  const accounts = await queryAll(
    db,
    accountRow,
    selectAccounts(db).where('customer_id', '=', customerId).orderBy('id'),
  );
  const facts = await queryAll(
    db,
    accountFacts,
    db
      .selectFrom('accounts as a')
      .leftJoin(
        db.selectFrom('meter_points').select(['account_id', 'fuel']).distinct().as('m'),
        'm.account_id',
        'a.id',
      )
      .select((eb) => [
        'a.id as accountId',
        'm.fuel',
        eb
          .case()
          .when(
            eb.exists(eb.selectFrom('move_outs').select('id').whereRef('account_id', '=', 'a.id')),
          )
          .then(1)
          .else(0)
          .end()
          .as('movingOut'),
      ])
      .where('a.customer_id', '=', customerId)
      .orderBy('m.fuel', (order) => order.desc().nullsLast()),
  );
  return accounts.map((account) => {
    const own = facts.filter((fact) => fact.accountId === account.id);
    const fuels = own.flatMap((fact) => (fact.fuel ? [fact.fuel] : []));
    return {
      id: account.id,
      number: account.number,
      supplyAddress: {
        line1: account.line1,
        line2: account.line2,
        town: account.town,
        postcode: account.postcode,
      },
      fuelType: fuelTypeOf(fuels),
      fuels,
      openedOn: account.openedOn,
      status: statusOf(
        account,
        own.some((fact) => fact.movingOut),
      ),
    };
  });
}
