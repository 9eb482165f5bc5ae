import { z } from 'zod';
import type { AccountStatus, AccountSummary, SupplyFuel } from '@/lib/gateway/contract/customer';
import { ACCOUNT_COLUMNS, accountRow, type AccountRow } from '../accounts/owned-account';
import { queryAll, sql, sqlBoolean, type Executor } from '../db/sql';

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
    sql`SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE customer_id = ${customerId}
         ORDER BY id`,
  );
  const facts = await queryAll(
    db,
    accountFacts,
    sql`SELECT a.id AS "accountId", m.fuel,
               CASE WHEN EXISTS (SELECT 1 FROM move_outs WHERE account_id = a.id) THEN 1 ELSE 0 END
                 AS "movingOut"
          FROM accounts a LEFT JOIN (SELECT DISTINCT account_id, fuel FROM meter_points) m
            ON m.account_id = a.id
         WHERE a.customer_id = ${customerId} ORDER BY m.fuel DESC NULLS LAST`,
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
