import { z } from 'zod';
import {
  getMe,
  requestNameChange,
  updateCustomer,
  type AccountStatus,
  type SupplyFuel,
} from '@/lib/gateway/contract/customer';
import type { EndpointBody } from '@/lib/gateway/contract/endpoint';
import { ACCOUNT_COLUMNS, accountRow, type AccountRow } from '../accounts/owned-account';
import { addressColumns } from '../accounts/insert-rows';
import { confirmCurrentPassword } from '../auth/confirm-password';
import type { Db } from '../db/database';
import { execute, queryAll, queryOne, sqlBoolean, type SqlValue } from '../db/query';
import { conflict } from '../http/http-error';
import type { GatewayRouter } from '../http/router';
import { ownCustomer } from './customer-record';
import { recordNameChangeRequest } from './name-change';

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

/** Each column a customer may change by a plain value, and how the value is stored. */
const PLAIN_COLUMNS = [
  ['title', 'title'],
  ['email', 'email'],
  ['phone', 'phone'],
  ['billFormat', 'bill_format'],
  ['marketingConsent', 'marketing_consent'],
  ['evMarketingConsent', 'ev_marketing_consent'],
] as const;

type CheckedUpdate = Omit<EndpointBody<typeof updateCustomer>, 'currentPassword'>;

/** The SET list of an update and its values, for the fields the update gives. */
function assignments(update: CheckedUpdate): [string, SqlValue][] {
  const plain = PLAIN_COLUMNS.flatMap(([field, column]): [string, SqlValue][] => {
    const value = update[field];
    if (value === undefined) return [];
    return [[column, typeof value === 'boolean' ? Number(value) : value]];
  });
  if (update.correspondenceAddress === undefined) return plain;
  const [line1, line2, town, postcode] = addressColumns(update.correspondenceAddress);
  return [
    ...plain,
    ['correspondence_line1', line1],
    ['correspondence_line2', line2],
    ['correspondence_town', town],
    ['correspondence_postcode', postcode],
  ];
}

function assertEmailFree(db: Db, email: string, customerId: number) {
  const taken = queryOne(
    db,
    z.object({ id: z.number() }),
    'SELECT id FROM customers WHERE email = ? AND id <> ?',
    email,
    customerId,
  );
  if (taken) {
    throw conflict('Another account already uses that email address. Please use a different one.');
  }
}

export function customerRoutes(router: GatewayRouter): void {
  router.add(getMe, ({ principal, deps }) => {
    const customer = ownCustomer(deps.db, principal.customerId, principal);
    const accounts = queryAll(
      deps.db,
      accountRow,
      `SELECT ${ACCOUNT_COLUMNS} FROM accounts WHERE customer_id = ? ORDER BY id`,
      customer.id,
    );
    const facts = queryAll(
      deps.db,
      accountFacts,
      `SELECT a.id AS accountId, m.fuel,
              EXISTS (SELECT 1 FROM move_outs WHERE account_id = a.id) AS movingOut
         FROM accounts a LEFT JOIN (SELECT DISTINCT account_id, fuel FROM meter_points) m
           ON m.account_id = a.id
        WHERE a.customer_id = ? ORDER BY m.fuel DESC`,
      customer.id,
    );
    return {
      customer,
      accounts: accounts.map((account) => {
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
      }),
    };
  });

  router.add(updateCustomer, async ({ params, body, principal, deps }) => {
    const customer = ownCustomer(deps.db, params.id, principal);
    const { currentPassword, ...update } = body;
    if (update.email === customer.email) delete update.email;
    if (update.email !== undefined) {
      await confirmCurrentPassword(deps, customer, currentPassword ?? '', 'body.currentPassword');
      assertEmailFree(deps.db, update.email, customer.id);
    }
    const changes = assignments(update);
    if (changes.length > 0) {
      execute(
        deps.db,
        `UPDATE customers SET ${changes.map(([column]) => `${column} = ?`).join(', ')}
          WHERE id = ?`,
        ...changes.map(([, value]) => value),
        customer.id,
      );
    }
    return ownCustomer(deps.db, customer.id, principal);
  });

  router.add(requestNameChange, ({ params, body, principal, deps }) =>
    recordNameChangeRequest(deps, ownCustomer(deps.db, params.id, principal), body),
  );
}
